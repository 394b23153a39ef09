/**
 * How a repayment is sent (lending-engine §4 "Special amounts"). An amount equal to the borrow balance is
 * a full repay and goes as the full-repay marker, because the debt keeps growing every block and an exact
 * amount would leave dust: repayBorrowAll() for the native coin (it refunds what is sent above the debt),
 * repayBorrow(type(uint256).max) for a token, approved for the balance plus 0.5 token. A full repay is
 * refused when the wallet holds less than the debt; more than the debt is refused (T17).
 */
import { FULL_REPAY_APPROVAL_PADDING, FULL_REPAY_MARKER } from "../constants/lending";
import { rescale } from "../fixed-point/index";

export interface RepayPlanInput {
  amount: bigint;
  /** The stored borrow balance the amount was compared with. */
  borrowBalance: bigint;
  walletBalance: bigint;
  /** The native coin (rBTC markets) or a token. */
  native: boolean;
  /** Token decimals, for the 0.5 token padding (default 18). */
  underlyingDecimals?: number;
  /** Native only: the fee to keep in the wallet (wei). */
  estimatedFee?: bigint;
  /**
   * Native only: the debt projected a few blocks ahead (projectDebt), sent with repayBorrowAll so the
   * debt at execution is covered; the excess is refunded. Defaults to the borrow balance.
   */
  projectedBorrowBalance?: bigint;
}

export type RepayPlan =
  /** repayBorrowAll() with `value` wei. */
  | { kind: "repayAll"; value: bigint }
  /** repayBorrow(FULL_REPAY_MARKER) after approving `approval`. */
  | { kind: "repayMax"; amount: bigint; approval: bigint }
  /** repayBorrow(amount): `value` for the native coin, an approval of `amount` for a token. */
  | { kind: "repay"; amount: bigint; value: bigint; approval: bigint };

export type RepayPlanError = "invalidAmount" | "exceedsDebt" | "fullRepayNotCovered";

export function isFullRepay(amount: bigint, borrowBalance: bigint): boolean {
  return borrowBalance > 0n && amount === borrowBalance;
}

export function repayPlan(input: RepayPlanInput): RepayPlan | { error: RepayPlanError } {
  const { amount, borrowBalance } = input;
  if (amount <= 0n) return { error: "invalidAmount" };
  if (amount > borrowBalance) return { error: "exceedsDebt" };
  const spendable = input.native ? input.walletBalance - (input.estimatedFee ?? 0n) : input.walletBalance;
  if (isFullRepay(amount, borrowBalance)) {
    if (spendable < borrowBalance) return { error: "fullRepayNotCovered" };
    if (input.native) {
      const projected = input.projectedBorrowBalance ?? borrowBalance;
      const wanted = projected > borrowBalance ? projected : borrowBalance;
      return { kind: "repayAll", value: wanted < spendable ? wanted : spendable };
    }
    const padding = rescale(FULL_REPAY_APPROVAL_PADDING, 18, input.underlyingDecimals ?? 18);
    return { kind: "repayMax", amount: FULL_REPAY_MARKER, approval: borrowBalance + padding };
  }
  return input.native
    ? { kind: "repay", amount, value: amount, approval: 0n }
    : { kind: "repay", amount, value: 0n, approval: amount };
}
