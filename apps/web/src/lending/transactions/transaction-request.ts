import type { LendingAction } from "@ceiba/sdk";
import type { Address } from "viem";

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

export type TransactionRequest = LendingTransactionRequest | SendTransactionRequest;
export type TransactionAction = TransactionRequest["action"];
