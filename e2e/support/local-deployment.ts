import { readFileSync } from "node:fs";
import type { Address } from "viem";

/** A market of a local deployment (packages/deployments/chains/1337.<protocol>.json). */
export interface DeployedMarket {
  address: Address;
  kind: string;
  underlyingSymbol: string;
  /** The token; null for the native markets. */
  underlying: Address | null;
  deprecated: boolean;
}

export interface LocalDeployment {
  contracts: { comptroller: Address; oracle: Address; lens: Address | null; priceAdapter: Address | null };
  markets: Record<string, DeployedMarket>;
  tokens: Record<string, Address>;
}

/** A local deployment: the stack deploys each protocol at the same addresses every time. */
export function localDeployment(protocol: "ceiba" | "tropykus"): LocalDeployment {
  const file = new URL(`../../packages/deployments/chains/1337.${protocol}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, "utf8")) as LocalDeployment;
}

/** Our protocol's local deployment (the main run's stack). */
export const deployment = localDeployment("ceiba") as LocalDeployment & {
  contracts: { lens: Address; priceAdapter: Address };
};

/** One market by its symbol (kDOC, kRBTC, ...) of `from` (ours by default); throws when it has none. */
export function deployedMarket(symbol: string, from: LocalDeployment = deployment): DeployedMarket {
  const found = from.markets[symbol];
  if (!found) throw new Error(`no ${symbol} in the local deployment`);
  return found;
}
