/**
 * A value moved by a signed percentage ("-30%", "+12.5%"), in bigint: the percentage is a mantissa of
 * percentage points (1% = 1e18, -30% = -30e18), so no step goes through a JS number.
 */
import { EXP } from "./fixed";

/** 100% as a mantissa of percentage points. */
export const HUNDRED_PERCENT = 100n * EXP;

/**
 * value × (100% + percent) / 100%, truncated toward zero; undefined when the change takes more than the
 * whole value (below -100%).
 */
export function applyPercentChange(value: bigint, percent: bigint): bigint | undefined {
  const factor = HUNDRED_PERCENT + percent;
  if (factor < 0n) return undefined;
  return (value * factor) / HUNDRED_PERCENT;
}
