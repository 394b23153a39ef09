/**
 * The borrow flow's collateral simulator: collateral needed = value × safety margin (1.04) /
 * (collateral price × collateral factor), in the collateral's underlying units, rounded up.
 */
import { COLLATERAL_SAFETY_MARGIN } from "../constants/lending";
import { EXP } from "../fixed-point/index";

export interface CollateralNeededInput {
  /** USD value (1e18) to back, e.g. the loan's amount × its price / 1e18. */
  valueUsd: bigint;
  collateralPrice: bigint;
  collateralFactorMantissa: bigint;
  safetyMargin?: bigint;
}

/** undefined when the collateral has no price or no collateral factor (nothing can back the loan). */
export function collateralNeeded(input: CollateralNeededInput): bigint | undefined {
  const margin = input.safetyMargin ?? COLLATERAL_SAFETY_MARGIN;
  const denominator = input.collateralPrice * input.collateralFactorMantissa;
  if (denominator === 0n) return undefined;
  if (input.valueUsd <= 0n) return 0n;
  // value × margin / 1e18 USD over (price × cf / 1e18) USD per unit, as one quotient: one rounding only.
  return (input.valueUsd * margin * EXP + denominator - 1n) / denominator;
}
