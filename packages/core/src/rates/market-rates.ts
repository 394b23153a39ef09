/**
 * A market's borrow and supply rates per block from its totals, exactly as the market's
 * borrowRatePerBlock() / supplyRatePerBlock() return them (the micro market's promised rate aside).
 */
import { borrowRateAtUtilization, supplyRateAtUtilization, type InterestRateModel } from "./interest-rate-model";
import { utilizationRate } from "./utilization";

export interface MarketTotals {
  cash: bigint;
  totalBorrows: bigint;
  totalReserves: bigint;
}

/** getBorrowRate(cash, borrows, reserves); undefined where the contract would revert. */
export function borrowRatePerBlock(model: InterestRateModel, totals: MarketTotals): bigint | undefined {
  const utilization = utilizationRate(totals.cash, totals.totalBorrows, totals.totalReserves);
  return utilization === undefined ? undefined : borrowRateAtUtilization(model, utilization);
}

/** getSupplyRate(cash, borrows, reserves, reserveFactor); undefined where the contract would revert. */
export function supplyRatePerBlock(
  model: InterestRateModel,
  totals: MarketTotals,
  reserveFactorMantissa: bigint,
): bigint | undefined {
  const utilization = utilizationRate(totals.cash, totals.totalBorrows, totals.totalReserves);
  return utilization === undefined ? undefined : supplyRateAtUtilization(model, utilization, reserveFactorMantissa);
}
