import type { Address } from "viem";
import type { TransactionRequest } from "../../../lending/transactions/transaction-request";
import type { TransactionState } from "../../../lending/transactions/transaction-state";

export interface BorrowFlowRequest {
  /** Where the collateral goes, and how much (its underlying units). */
  collateral: Address;
  deposit: bigint;
  /** The market to borrow from, and the loan. */
  market: Address;
  loan: bigint;
}

/**
 * The action box's "deposit then borrow" (lending-engine §4 "A deposit inside the borrow flow sets a
 * deposit-executed flag and the deposited amount"): the deposit runs with inBorrowFlow; the loan follows
 * only when the dialog's state says the deposit was executed. Resolves with the last run's state.
 */
export async function runBorrowFlow(
  run: (request: TransactionRequest) => Promise<TransactionState>,
  request: BorrowFlowRequest,
): Promise<TransactionState> {
  const deposited = await run({
    action: "deposit",
    market: request.collateral,
    amount: request.deposit,
    inBorrowFlow: true,
  });
  if (deposited.status !== "success" || !deposited.depositExecuted) return deposited;
  // The dialog goes on counting: the loan's steps follow the deposit's.
  return run({
    action: "borrow",
    market: request.market,
    amount: request.loan,
    stepsBefore: deposited.stepKinds.length,
  });
}
