import type { ErrorId } from "@ceiba/core";
import type { PlanError } from "./plan";

/**
 * The @ceiba/core catalogue entry that explains why no plan could be made (what the transaction dialog
 * shows). A full repay the wallet cannot cover is the spec's "total repay error".
 */
export const PLAN_REFUSAL_ERROR_IDS: Readonly<Record<PlanError, ErrorId>> = {
  unknownMarket: "revert.marketNotListed",
  invalidAmount: "validation.invalidAmount",
  nothingToWithdraw: "validation.noDeposits",
  nothingToBorrow: "validation.maxCapacityReached",
  noDebt: "validation.noDebt",
  exceedsDebt: "validation.repayExceedsDebt",
  fullRepayNotCovered: "dialog.insufficientFundsToRepay",
};

export function planRefusalErrorId(reason: PlanError): ErrorId {
  return PLAN_REFUSAL_ERROR_IDS[reason];
}
