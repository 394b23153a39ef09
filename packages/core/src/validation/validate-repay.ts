/**
 * Repay validation. Rules in order, the first failing one is returned:
 *   1. noDebt / noDebt                                 nothing owed in the market
 *   2. invalidAmount / nonPositiveAmount               amount ≤ 0
 *   3. reachedLimit / repayExceedsDebt (T17)           above the borrow balance
 *   4. insufficientFunds / fullRepayInsufficientFunds  a full repay (amount = borrow balance) with a
 *                                                      wallet holding less than the debt
 *   5. insufficientFunds / exceedsBalance              above the wallet (for rBTC, with the fee)
 *   6. insufficientFunds / insufficientFeeFunds        token market: the wallet's rBTC misses the fee
 * The spec's order (§5: capped at the amount owed, full-repay refusal, funds).
 */
import { isFullRepay } from "../limits/full-repay";
import { checkFee, type FeeFigures } from "./fee-check";
import { fail, VALID, type ValidationResult } from "./reasons";

export interface RepayValidationInput {
  amount: bigint;
  /** The account's debt in the market (stored, or projected). */
  borrowBalance: bigint;
  /** Wallet balance of the underlying. */
  walletBalance: bigint;
  /** rBTC market: the fee comes out of the same balance. */
  native: boolean;
  /** rBTC markets: the estimated fee (wei). */
  estimatedFee?: bigint;
  /** Token markets: the wallet's rBTC and the fee. */
  fee?: FeeFigures;
}

export function validateRepay(input: RepayValidationInput): ValidationResult {
  const { amount, borrowBalance } = input;
  if (borrowBalance === 0n) return fail("noDebt", "noDebt");
  if (amount <= 0n) return fail("invalidAmount", "nonPositiveAmount");
  if (amount > borrowBalance) return fail("reachedLimit", "repayExceedsDebt", { code: "T17", limit: borrowBalance });
  const spendable = input.native ? input.walletBalance - (input.estimatedFee ?? 0n) : input.walletBalance;
  const limit = spendable > 0n ? spendable : 0n;
  if (isFullRepay(amount, borrowBalance) && spendable < borrowBalance) {
    return fail("insufficientFunds", "fullRepayInsufficientFunds", { limit });
  }
  if (amount > spendable) return fail("insufficientFunds", "exceedsBalance", { limit });
  if (!input.native) return checkFee(input.fee) ?? VALID;
  return VALID;
}
