/** Samples of a model's borrow and supply rates over utilisation, for the markets' utilisation chart. */
import { BLOCKS_PER_YEAR } from "../constants/lending";
import { EXP } from "../fixed-point/index";
import { apyPercent } from "./apy";
import { borrowRateAtUtilization, supplyRateAtUtilization, type InterestRateModel } from "./interest-rate-model";

export interface RateCurvePoint {
  /** 1e18 mantissa (0.5e18 = 50%). */
  utilization: bigint;
  borrowRatePerBlock: bigint;
  supplyRatePerBlock: bigint;
  /** Percent mantissas by the spec's APY (rate × blocks per year × 100). */
  borrowApy: bigint;
  supplyApy: bigint;
}

export interface RateCurveOptions {
  /** Number of equal steps from 0 to 100% (default 100: one point per percent). */
  steps?: number;
  blocksPerYear?: bigint;
}

/**
 * The curve at 0, 1/steps, ..., 100% utilisation, plus the kink of a jump model (where the slope
 * changes), in increasing order. Each point equals the chain's rates for a market whose totals give that
 * utilisation (for instance cash 1e18 − u, borrows u, reserves 0).
 */
export function sampleRateCurve(
  model: InterestRateModel,
  reserveFactorMantissa: bigint,
  options: RateCurveOptions = {},
): RateCurvePoint[] {
  const steps = options.steps ?? 100;
  if (!Number.isInteger(steps) || steps < 1) throw new RangeError(`Invalid steps: ${steps}`);
  const blocksPerYear = options.blocksPerYear ?? BLOCKS_PER_YEAR;
  const utilizations: bigint[] = [];
  for (let i = 0; i <= steps; i++) utilizations.push((EXP * BigInt(i)) / BigInt(steps));
  if (model.kind === "jump" && !utilizations.includes(model.kink)) {
    utilizations.push(model.kink);
    utilizations.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }
  return utilizations.map((utilization) => {
    const borrowRatePerBlock = borrowRateAtUtilization(model, utilization);
    const supplyRatePerBlock = supplyRateAtUtilization(model, utilization, reserveFactorMantissa);
    return {
      utilization,
      borrowRatePerBlock,
      supplyRatePerBlock,
      borrowApy: apyPercent(borrowRatePerBlock, blocksPerYear),
      supplyApy: apyPercent(supplyRatePerBlock, blocksPerYear),
    };
  });
}
