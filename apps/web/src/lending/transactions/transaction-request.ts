import type { LendingAction } from "@ceiba/sdk";
import type { Address } from "viem";
import type { TokenAmount } from "../../shell/ui-store";

/** An amount in base units, or "max": the spec's -1 (see planRequest for what it means per action). */
export type TransactionAmount = bigint | "max";

/** Deposit, withdraw, borrow or repay in a market. */
export interface LendingTransactionRequest {
  action: LendingAction;
  /** The market (cToken) address. */
  market: Address;
  /** Base units of the market's underlying, or "max". */
  amount: TransactionAmount;
  /**
   * A deposit made by the borrow flow's "deposit then borrow" box: sets depositExecuted on success, and the
   * dialog counts the loan that follows as one more step.
   */
  inBorrowFlow?: boolean;
  /** The steps this dialog already ran for the same flow (the loan after its deposit): "step x of y" goes on. */
  stepsBefore?: number;
}

/** Send rBTC or a token to an address (home "send to wallet"). */
export interface SendTransactionRequest {
  action: "send";
  to: Address;
  /** The token sent; undefined (or the zero address) sends rBTC. */
  token?: Address;
  amount: TransactionAmount;
}

/** What useLendingTransaction runs. */
export type TransactionRequest = LendingTransactionRequest | SendTransactionRequest;

/**
 * A swap through the quote aggregator (pages/trade-swaps runs it with its own controller): what the dialog
 * and the toast say of it, the amounts as the confirmed quote has them.
 */
export interface SwapTransactionRequest {
  action: "swap";
  /** What is sold (exact out: the quote's amount in). */
  from: TokenAmount;
  /** What is bought (exact in: the quote's amount out). */
  to: TokenAmount;
}

/** Any request the transaction dialog shows. */
export type DialogRequest = TransactionRequest | SwapTransactionRequest;
export type TransactionAction = DialogRequest["action"];
