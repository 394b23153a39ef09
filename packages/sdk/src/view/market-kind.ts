import { isSameMarket, type MarketKind } from "@ceiba/core";
import type { Deployment } from "@ceiba/deployments";

/** What the deployment records of a market (by address, any checksum), if it lists it. */
export function deployedMarket(deployment: Pick<Deployment, "markets"> | undefined, market: string) {
  const record = Object.entries(deployment?.markets ?? {}).find(([, m]) => isSameMarket(m.address, market));
  return record && { symbol: record[0], ...record[1] };
}

/**
 * A market's kind: what the deployment says (the micro-savings kSAT cannot be told from the chain), else
 * native for the chain's coin and erc20 for a token. The web, the API and the indexer all ask here.
 */
export function marketKind(
  deployment: Pick<Deployment, "markets"> | undefined,
  market: string,
  /** Its underlying is the chain's coin (as read: an unreadable market is not known to be native). */
  native: boolean,
): MarketKind {
  return deployedMarket(deployment, market)?.kind ?? (native ? "native" : "erc20");
}

/** The API's market_type (the spec's "micro" or "standard"). */
export function marketType(kind: MarketKind): "micro" | "standard" {
  return kind === "micro" ? "micro" : "standard";
}
