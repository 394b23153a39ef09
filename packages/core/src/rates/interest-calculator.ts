/**
 * Savings and debt calculators (year, month, week) of the deposit and borrow screens: simple interest at
 * a per-block rate over the period's blocks, the same convention as the spec's APY, so a year's interest
 * is amount × APY / 100. Savings truncate and debts round up: the screens never promise more than is
 * earned nor show less than is owed.
 */
import { BLOCKS_PER_YEAR } from "../constants/lending";
import { EXP } from "../fixed-point/index";

export type CalculatorPeriod = "year" | "month" | "week";

/** Blocks in a period: a year, a twelfth of it, and 7 of its 365 days (20,160 for 1,051,200 a year). */
export function blocksInPeriod(period: CalculatorPeriod, blocksPerYear: bigint = BLOCKS_PER_YEAR): bigint {
  switch (period) {
    case "year":
      return blocksPerYear;
    case "month":
      return blocksPerYear / 12n;
    case "week":
      return (blocksPerYear * 7n) / 365n;
  }
}

export interface InterestProjection {
  /** Interest over the period, in the amount's units. */
  interest: bigint;
  /** amount + interest. */
  total: bigint;
}

/** What a deposit of `amount` earns over the period at `supplyRatePerBlock` (truncated). */
export function savingsCalculator(
  amount: bigint,
  supplyRatePerBlock: bigint,
  period: CalculatorPeriod,
  blocksPerYear: bigint = BLOCKS_PER_YEAR,
): InterestProjection {
  if (amount <= 0n || supplyRatePerBlock <= 0n) return { interest: 0n, total: amount > 0n ? amount : 0n };
  const interest = (amount * supplyRatePerBlock * blocksInPeriod(period, blocksPerYear)) / EXP;
  return { interest, total: amount + interest };
}

/** What a loan of `amount` costs over the period at `borrowRatePerBlock` (rounded up). */
export function debtCalculator(
  amount: bigint,
  borrowRatePerBlock: bigint,
  period: CalculatorPeriod,
  blocksPerYear: bigint = BLOCKS_PER_YEAR,
): InterestProjection {
  if (amount <= 0n || borrowRatePerBlock <= 0n) return { interest: 0n, total: amount > 0n ? amount : 0n };
  const interest = (amount * borrowRatePerBlock * blocksInPeriod(period, blocksPerYear) + EXP - 1n) / EXP;
  return { interest, total: amount + interest };
}
