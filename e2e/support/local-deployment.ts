import { readFileSync } from "node:fs";
import type { Address } from "viem";

/** A market of the local deployment (packages/deployments/chains/1337.ceiba.json). */
export interface DeployedMarket {
  address: Address;
  kind: string;
  underlyingSymbol: string;
  /** The token; null for the native markets. */
  underlying: Address | null;
  deprecated: boolean;
}

/** The local deployment: the stack deploys the protocol at these addresses every time. */
export const deployment = JSON.parse(
  readFileSync(new URL("../../packages/deployments/chains/1337.ceiba.json", import.meta.url), "utf8"),
) as {
  contracts: { comptroller: Address; oracle: Address; lens: Address; priceAdapter: Address };
  markets: Record<string, DeployedMarket>;
};

/** One market by its symbol (kDOC, kRBTC, ...); throws when the deployment has none. */
export function deployedMarket(symbol: string): DeployedMarket {
  const found = deployment.markets[symbol];
  if (!found) throw new Error(`no ${symbol} in the local deployment`);
  return found;
}
