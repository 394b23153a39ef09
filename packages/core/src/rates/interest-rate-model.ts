/**
 * The two Compound v2 interest rate models, with exactly the contracts' integer maths
 * (interest/BaseInterestRateModel.sol, WhitePaperInterestRateModel.sol, JumpRateModel.sol), so a point
 * computed here equals getBorrowRate / getSupplyRate on chain to the wei.
 */
import { EXP } from "../fixed-point/index";

/** Per-block parameters (1e18 mantissas), as the models store them. */
export type InterestRateModel =
  | { kind: "whitePaper"; baseRatePerBlock: bigint; multiplierPerBlock: bigint }
  | {
      kind: "jump";
      baseRatePerBlock: bigint;
      multiplierPerBlock: bigint;
      jumpMultiplierPerBlock: bigint;
      /** Utilisation (1e18) above which the jump multiplier applies; 0 < kink ≤ 1e18. */
      kink: bigint;
    };

/** Per-year parameters, as the contracts' constructors take them (the facts file's published values). */
export type YearlyRateModel =
  | { kind: "whitePaper"; baseRatePerYear: bigint; multiplierPerYear: bigint }
  | {
      kind: "jump";
      baseRatePerYear: bigint;
      multiplierPerYear: bigint;
      jumpMultiplierPerYear: bigint;
      kink: bigint;
    };

/** The Lens' InterestModel struct (CeibaLens.InterestModel); missing reads are 0. */
export interface LensInterestModel {
  baseRatePerBlock: bigint;
  multiplierPerBlock: bigint;
  jumpMultiplierPerBlock: bigint;
  kink: bigint;
}

/** Per-block parameters from per-year ones: the constructors' truncating division by blocks per year. */
export function perBlockModel(model: YearlyRateModel, blocksPerYear: bigint): InterestRateModel {
  if (blocksPerYear <= 0n) throw new RangeError("blocksPerYear must be positive"); // the contracts' T23
  if (model.kind === "whitePaper") {
    return {
      kind: "whitePaper",
      baseRatePerBlock: model.baseRatePerYear / blocksPerYear,
      multiplierPerBlock: model.multiplierPerYear / blocksPerYear,
    };
  }
  return {
    kind: "jump",
    baseRatePerBlock: model.baseRatePerYear / blocksPerYear,
    multiplierPerBlock: model.multiplierPerYear / blocksPerYear,
    jumpMultiplierPerBlock: model.jumpMultiplierPerYear / blocksPerYear,
    kink: model.kink,
  };
}

/** The model the Lens read: a kink of 0 (no kink() getter) is the white-paper model. */
export function modelFromLens(model: LensInterestModel): InterestRateModel {
  if (model.kink === 0n) {
    return {
      kind: "whitePaper",
      baseRatePerBlock: model.baseRatePerBlock,
      multiplierPerBlock: model.multiplierPerBlock,
    };
  }
  return {
    kind: "jump",
    baseRatePerBlock: model.baseRatePerBlock,
    multiplierPerBlock: model.multiplierPerBlock,
    jumpMultiplierPerBlock: model.jumpMultiplierPerBlock,
    kink: model.kink,
  };
}

/** Borrow rate per block at a utilisation (1e18), as getBorrowRate computes it after utilizationRate. */
export function borrowRateAtUtilization(model: InterestRateModel, utilization: bigint): bigint {
  if (model.kind === "whitePaper" || utilization <= model.kink) {
    return (utilization * model.multiplierPerBlock) / EXP + model.baseRatePerBlock;
  }
  const normalRate = (model.kink * model.multiplierPerBlock) / EXP + model.baseRatePerBlock;
  return ((utilization - model.kink) * model.jumpMultiplierPerBlock) / EXP + normalRate;
}

/** Supply rate per block at a utilisation: utilisation × borrow rate × (1 − reserve factor), truncated twice. */
export function supplyRateAtUtilization(
  model: InterestRateModel,
  utilization: bigint,
  reserveFactorMantissa: bigint,
): bigint {
  const rateToPool = (borrowRateAtUtilization(model, utilization) * (EXP - reserveFactorMantissa)) / EXP;
  return (utilization * rateToPool) / EXP;
}
