/**
 * Borrow validation. Rules in order, the first failing one is returned:
 *   1. reachedLimit / borrowPaused (C4)             borrowing is paused in the market
 *   2. noDeposits / noCollateral                    the account has no deposit in any market
 *   3. invalidAmount / nonPositiveAmount            amount ≤ 0
 *   4. minimumGuarantee / liquidationZone (C5)      the account is short already
 *   5. minimumGuarantee / maxCapacityReached (C5)   no borrowing capacity left (liquidity ≤ 1 counts as
 *                                                   0; C6 when a price is missing)
 *   6. invalidAmount / belowMinBorrow               the loan is worth 2 USD or less
 *   7. reachedLimit / exceedsBorrowLimit (C5)       above 85% of the liquidity, minus 1 (maxBorrow)
 *   8. lackOfLiquidity / borrowExceedsMarketCash (T4)  above the market's lendable cash (cash less reserves)
 *   9. reachedLimit / maxLoanExceeded (RD1)         above the per-account debt cap (1000 rDOC)
 *  10. reachedLimit / marketBorrowCap (C7)          above the market's borrow cap
 *  11. insufficientFunds / insufficientFeeFunds     the wallet's rBTC does not cover the fee
 * Account state first (no deposit, liquidation zone, no capacity: §5 "no borrowing in the liquidation
 * zone or at maximum capacity"), then the amount against the minimum and the spec's "borrowing maximum or
 * market liquidity", then the caps. Passing means borrow(amount) would succeed on this state.
 */
import { maxBorrow, type BorrowMarketFigures } from "../limits/max-borrow";
import { isAboveMinimumBorrow, minimumBorrowAmount } from "../limits/minimums";
import { accountLiquidity, withMarketEntered } from "../risk/account-liquidity";
import type { AccountMarket } from "../risk/account-market";
import { checkFee, type FeeFigures } from "./fee-check";
import { fail, VALID, type ValidationResult } from "./reasons";

export interface BorrowValidationInput {
  amount: bigint;
  /** Every market with the account's position (see joinAccountMarkets). */
  account: readonly AccountMarket[];
  /** The market to borrow from. */
  market: BorrowMarketFigures;
  fee?: FeeFigures;
}

export function validateBorrow(input: BorrowValidationInput): ValidationResult {
  const { amount, market } = input;
  if (market.borrowPaused === true) return fail("reachedLimit", "borrowPaused", { code: "C4" });
  if (!input.account.some((m) => m.tokens > 0n)) return fail("noDeposits", "noCollateral");
  if (amount <= 0n) return fail("invalidAmount", "nonPositiveAmount");

  const current = accountLiquidity(withMarketEntered(input.account, market.market), { strict: true });
  if (current !== undefined && current.shortfall > 0n) {
    return fail("minimumGuarantee", "liquidationZone", { code: "C5" });
  }
  const max = maxBorrow({ account: input.account, market });
  if (max.byLiquidity === 0n) {
    return fail("minimumGuarantee", "maxCapacityReached", { code: current === undefined ? "C6" : "C5", limit: 0n });
  }
  if (!isAboveMinimumBorrow(amount, market.underlyingPrice)) {
    return fail("invalidAmount", "belowMinBorrow", { limit: minimumBorrowAmount(market.underlyingPrice) ?? 0n });
  }
  if (amount > max.byLiquidity) {
    return fail("reachedLimit", "exceedsBorrowLimit", { code: "C5", limit: max.byLiquidity });
  }
  if (amount > max.byCash) return fail("lackOfLiquidity", "borrowExceedsMarketCash", { code: "T4", limit: max.byCash });
  if (max.byAccountCap !== undefined && amount > max.byAccountCap) {
    return fail("reachedLimit", "maxLoanExceeded", { code: "RD1", limit: max.byAccountCap });
  }
  if (max.byBorrowCap !== undefined && amount > max.byBorrowCap) {
    return fail("reachedLimit", "marketBorrowCap", { code: "C7", limit: max.byBorrowCap });
  }
  return checkFee(input.fee) ?? VALID;
}
