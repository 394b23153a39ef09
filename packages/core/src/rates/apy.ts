/** Annual yields from a per-block rate, as percent mantissas (5% = 5_000000000000000000n). */
import { BLOCKS_PER_YEAR } from "../constants/lending";
import { EXP } from "../fixed-point/index";

/** A market's blocks per year: its interest model's, or core's 1,051,200 where the model does not say (0). */
export function modelBlocksPerYear(modelBlocks: bigint): bigint {
  return modelBlocks > 0n ? modelBlocks : BLOCKS_PER_YEAR;
}

/** The spec's APY of a market's rate at its model's blocks per year (modelBlocksPerYear). */
export function marketApyPercent(ratePerBlock: bigint, modelBlocks: bigint): bigint {
  return apyPercent(ratePerBlock, modelBlocksPerYear(modelBlocks));
}

/** The spec's APY: per-block rate × blocks per year × 100 (simple, not compounded). */
export function apyPercent(ratePerBlock: bigint, blocksPerYear: bigint = BLOCKS_PER_YEAR): bigint {
  return ratePerBlock * blocksPerYear * 100n;
}

/**
 * base^exponent for a 1e18 mantissa base, by exponentiation by squaring; each product truncates like
 * mulExp, so the result never exceeds the exact power.
 */
export function powExp(base: bigint, exponent: bigint): bigint {
  if (exponent < 0n) throw new RangeError("exponent must not be negative");
  let result = EXP;
  let square = base;
  let n = exponent;
  while (n > 0n) {
    if (n & 1n) result = (result * square) / EXP;
    n >>= 1n;
    if (n > 0n) square = (square * square) / EXP;
  }
  return result;
}

/** The compounded APY: ((1 + rate)^blocks − 1) × 100, compounding every block. */
export function compoundedApyPercent(ratePerBlock: bigint, blocksPerYear: bigint = BLOCKS_PER_YEAR): bigint {
  return (powExp(EXP + ratePerBlock, blocksPerYear) - EXP) * 100n;
}
