/** Market utilisation: borrows / (cash + borrows − reserves) (lending-engine §9). */
import { EXP } from "../fixed-point/index";

/**
 * Utilisation as a 1e18 mantissa, exactly as BaseInterestRateModel.utilizationRate: 0 when nothing is
 * borrowed; undefined when cash + borrows − reserves is not positive (the contract would revert).
 */
export function utilizationRate(cash: bigint, borrows: bigint, reserves: bigint): bigint | undefined {
  if (borrows === 0n) return 0n;
  const denominator = cash + borrows - reserves;
  if (denominator <= 0n) return undefined;
  return (borrows * EXP) / denominator;
}

/** The utilisation's percent mantissa truncated to 2 decimals (45.67% = 45_670000000000000000n). */
export function utilizationPercent(cash: bigint, borrows: bigint, reserves: bigint): bigint | undefined {
  const rate = utilizationRate(cash, borrows, reserves);
  if (rate === undefined) return undefined;
  const percent = rate * 100n;
  const unit = EXP / 100n; // one hundredth of a percent point
  return (percent / unit) * unit;
}
