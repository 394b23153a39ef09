import { isFullRepay, validateRepay, type ValidationResult } from "@ceiba/core";
import { repayLimit, type StepGasEstimates } from "@ceiba/sdk";
import type { Address } from "viem";
import type { LendingMarket, LendingSnapshot } from "../../../lending/data/lending-snapshot";
import type { TransactionAmount } from "../../../lending/transactions/transaction-request";

export interface RepayFiguresInput {
  snapshot: LendingSnapshot;
  market: LendingMarket;
  comptroller: Address;
  /** eth_gasPrice (wei); without it the fee is not checked yet. */
  gasPrice: bigint | undefined;
  /** The node's estimates of the repayment's steps, where it gave them (fixed limits otherwise). */
  gasEstimates?: StepGasEstimates;
}

/** What a typed repay amount becomes. */
export interface RepayAmount {
  /** The underlying the repay settles (the whole debt for a full repay). */
  amount: bigint;
  /** It is the whole borrow balance: sent as the full-repay marker. */
  fullRepay: boolean;
  /** What the transaction request carries: "max" (the spec's -1, the full-repay marker) or the amount. */
  request: TransactionAmount;
}

export interface RepayFigures {
  /** The borrow balance (borrowBalanceStored at the snapshot's block): what Max repays. */
  debt: bigint;
  /** The underlying in the wallet (rBTC for the native markets). */
  walletBalance: bigint;
  native: boolean;
  /** rBTC the repay's transactions may cost at their gas limits (approval and repay for tokens). */
  fee: bigint | undefined;
  /** A full repay the wallet cannot cover (the spec's total-repay error). */
  fullRepayNotCovered: boolean;
  /** The amount typed, resolved: Max, or an amount equal to the debt, is a full repay. */
  resolve: (amount: bigint, isMax: boolean) => RepayAmount;
  /** core validateRepay (no debt, amount, T17, full repay not covered, funds, fee). */
  validate: (amount: bigint) => ValidationResult;
}

/**
 * Everything the repay form shows and checks (lending-engine §4 "Special amounts", §5 "Borrow and repay"),
 * from @ceiba/sdk's repayLimit: Max is the whole borrow balance, sent as the full-repay marker (repayBorrowAll for rBTC, repayBorrow(max)
 * for tokens) — so is an amount equal to the balance; more than the debt is T17; a full repay the wallet
 * cannot cover is refused (the total-repay error).
 */
export function repayFigures(input: RepayFiguresInput): RepayFigures {
  const { snapshot, market } = input;
  const limit = repayLimit({
    snapshot: snapshot.raw,
    chainId: snapshot.chainId,
    comptroller: input.comptroller,
    market: market.market,
    gasPrice: input.gasPrice,
    gasEstimates: input.gasEstimates,
  });
  const { debt } = limit;
  const resolve = (amount: bigint, isMax: boolean): RepayAmount => {
    const full = debt > 0n && (isMax || isFullRepay(amount, debt));
    return full ? { amount: debt, fullRepay: true, request: "max" } : { amount, fullRepay: false, request: amount };
  };
  return {
    debt,
    walletBalance: limit.walletBalance,
    native: limit.native,
    fee: limit.fee,
    fullRepayNotCovered: limit.fullRepayNotCovered,
    resolve,
    validate: (amount) => validateRepay({ ...limit.validation, amount }),
  };
}
