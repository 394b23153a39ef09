/**
 * One row of the /balance activity (lending-engine §3 "User activity" and "Swap history"), from either
 * source: the indexer's lending events or the app's recorded swaps. Amounts are bigint in the token's
 * smallest unit; USD figures are 1e18 mantissas; times are unix seconds.
 */
import type { SwapHistoryStatus, SwapProvider } from "../constants/swap-history";
import type { LightningSwapFees } from "../lightning/swap-fees";
import type { LendingEventName } from "./activity-actions";

export interface LendingActivityRow {
  readonly kind: "lending";
  readonly id: string;
  readonly eventName: LendingEventName;
  /** liquidator or borrower for liquidateBorrow. */
  readonly role?: "liquidator" | "borrower";
  /** The market's symbol (kDOC) and its underlying token (DOC, with its decimals). */
  readonly marketSymbol: string;
  readonly underlyingSymbol: string;
  readonly decimals: number;
  readonly amount: bigint;
  /** USD per whole underlying token at the time (1e18). */
  readonly priceAt: bigint;
  /** The amount's USD value at the time (1e18). */
  readonly amountUsd: bigint;
  readonly txHash: string;
  readonly logIndex: number;
  readonly timestamp: bigint;
}

export interface SwapSide {
  readonly symbol: string;
  readonly decimals: number;
  readonly amount: bigint;
}

export interface SwapActivityRow {
  readonly kind: "swap";
  readonly id: string;
  readonly status: SwapHistoryStatus;
  readonly provider: SwapProvider;
  readonly from: SwapSide;
  readonly to: SwapSide;
  /** USD per whole from-token at the time, and the from-amount's USD value (1e18); undefined when unknown. */
  readonly priceAt?: bigint;
  readonly amountUsd?: bigint;
  /** The Rootstock transaction, when the swap has one. */
  readonly txHash?: string;
  readonly timestamp: bigint;
  /** A Lightning swap's BOLT 11 invoice, an on-chain swap's Bitcoin address (§3 "Swap history (server)"). */
  readonly invoice?: string;
  readonly btcAddress?: string;
  /** A Lightning / on-chain swap's fee: the fixed part in sats and the percentage as a 1e18 rate. */
  readonly fee?: LightningSwapFees;
}

export type ActivityRow = LendingActivityRow | SwapActivityRow;
