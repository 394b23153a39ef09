import type { MarketKind } from "@ceiba/core";
import type { Address } from "@ceiba/deployments";
import { appDeployment } from "../config/app-deployment";
import { isXusdMarket, marketRouteId } from "./market-route-id";

/** A market as the shell lists it: from the chain's deployment, no on-chain figures. */
export interface AppMarket {
  /** Route id ("kdoc"). */
  id: string;
  /** Market symbol as deployed ("kDOC"). */
  symbol: string;
  underlyingSymbol: string;
  kind: MarketKind;
  address: Address;
  /** Listed but closed to new deposits (withdrawals still allowed). */
  deprecated: boolean;
}

/** Every market deployed on `chainId`, deprecated ones included, in the deployment's order. */
export function deployedMarkets(chainId: number): AppMarket[] {
  const deployment = appDeployment(chainId);
  if (!deployment) return [];
  return Object.entries(deployment.markets).map(([symbol, market]) => ({
    id: marketRouteId(symbol),
    symbol,
    underlyingSymbol: market.underlyingSymbol,
    kind: market.kind,
    address: market.address,
    deprecated: market.deprecated,
  }));
}

/** The markets the lists show: not deprecated, and never the XUSD market (its pages redirect home). */
export function listedMarkets(chainId: number): AppMarket[] {
  return deployedMarkets(chainId).filter((market) => !market.deprecated && !isXusdMarket(market));
}

/** The market a route id names on `chainId` (case-insensitive), or undefined. */
export function findMarket(chainId: number, id: string | undefined): AppMarket | undefined {
  if (id === undefined) return undefined;
  const wanted = marketRouteId(id);
  return deployedMarkets(chainId).find((market) => market.id === wanted);
}
