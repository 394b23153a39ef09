import type { Position } from "@ceiba/sdk";
import type { Address } from "viem";
import { findLendingMarket, findPosition, type LendingMarket, type LendingSnapshot } from "../data/lending-snapshot";
import { useGasPrice } from "../data/use-gas-price";
import { useProtocolSnapshot } from "../data/use-protocol-snapshot";

/** One market of the account's snapshot, with what a form needs around it. */
export interface MarketSnapshot {
  snapshot: LendingSnapshot;
  market: LendingMarket;
  /** The account's position there (the Lens returns one per market). */
  position: Position;
  /** eth_gasPrice (wei); undefined until read. */
  gasPrice: bigint | undefined;
}

export type MarketSnapshotResult =
  | { status: "loading" }
  | { status: "error" }
  | { status: "missing" }
  /** The Lens could not read this market or the account's position in it (its `readFailures`). */
  | { status: "unreadable"; market: LendingMarket }
  | ({ status: "ready" } & MarketSnapshot);

/**
 * The connected account's snapshot seen from one market (the route's): the market (deprecated ones
 * included), the account's position and the gas price. "missing" when the chain's comptroller does not
 * list the market or the snapshot has no account; "unreadable" when the Lens could not read the market or
 * the position (no form then: its figures would be zeros, not the chain's).
 */
export function useMarketSnapshot(address: Address): MarketSnapshotResult {
  const query = useProtocolSnapshot();
  const { gasPrice } = useGasPrice();
  const snapshot = query.data;
  if (!snapshot) return query.isError ? { status: "error" } : { status: "loading" };
  const market = findLendingMarket(snapshot, address);
  const position = findPosition(snapshot, address);
  if (!market || !position || !snapshot.account) return { status: "missing" };
  if (!market.readable || position.readFailures !== 0n) return { status: "unreadable", market };
  return { status: "ready", snapshot, market, position, gasPrice };
}
