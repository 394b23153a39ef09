/**
 * A market's borrow and supply rates per block from its totals, exactly as Ceiba's market computes them
 * (CToken._borrowRate, _organicSupplyRate: the model's curve at the utilisation, capped at 100 %, the borrow
 * rate capped at the per-block maximum; the micro market's promised rate aside).
 */
import { BORROW_RATE_MAX_PER_BLOCK } from "../constants/lending";
import { EXP } from "../fixed-point/index";
import { borrowRateAtUtilization, type InterestRateModel } from "./interest-rate-model";
import { utilizationRate } from "./utilization";

export interface MarketTotals {
  cash: bigint;
  totalBorrows: bigint;
  totalReserves: bigint;
}

/** The utilisation the market's curve reads: borrows / (cash + borrows − reserves), at most 100 %. */
export function curveUtilization(totals: MarketTotals): bigint {
  const utilization = utilizationRate(totals.cash, totals.totalBorrows, totals.totalReserves);
  return utilization === undefined || utilization > EXP ? EXP : utilization;
}

/** borrowRatePerBlock(): the curve at the market's utilisation, capped at the per-block maximum. */
export function borrowRatePerBlock(model: InterestRateModel, totals: MarketTotals): bigint {
  const rate = borrowRateAtUtilization(model, curveUtilization(totals));
  return rate > BORROW_RATE_MAX_PER_BLOCK ? BORROW_RATE_MAX_PER_BLOCK : rate;
}

/** supplyRatePerBlock(): utilisation × (capped) borrow rate × (1 − reserve factor), truncated twice. */
export function supplyRatePerBlock(
  model: InterestRateModel,
  totals: MarketTotals,
  reserveFactorMantissa: bigint,
): bigint {
  const rateToPool = (borrowRatePerBlock(model, totals) * (EXP - reserveFactorMantissa)) / EXP;
  return (curveUtilization(totals) * rateToPool) / EXP;
}
