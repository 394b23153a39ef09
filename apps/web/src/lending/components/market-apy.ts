import { formatPercent, marketApyPercent, modelBlocksPerYear, type Language } from "@ceiba/core";
import type { LendingMarket } from "../data/lending-snapshot";

export type RateSide = "supply" | "borrow";

/** The market's blocks per year (its interest model's), core's 1,051,200 when the model does not say. */
export function marketBlocksPerYear(market: Pick<LendingMarket, "interestModel">): bigint {
  return modelBlocksPerYear(market.interestModel.blocksPerYear);
}

/** The spec's APY of a market's supply or borrow rate: per-block rate × blocks per year × 100 (1e18 mantissa). */
export function marketApy(
  market: Pick<LendingMarket, "supplyRatePerBlock" | "borrowRatePerBlock" | "interestModel">,
  side: RateSide,
): bigint {
  const rate = side === "supply" ? market.supplyRatePerBlock : market.borrowRatePerBlock;
  return marketApyPercent(rate, market.interestModel.blocksPerYear);
}

/** That APY as displayed: 2 decimals, truncated, the language's percent sign ("3,50 %"). */
export function formatMarketApy(
  market: Pick<LendingMarket, "supplyRatePerBlock" | "borrowRatePerBlock" | "interestModel">,
  side: RateSide,
  language: Language,
): string {
  return formatPercent(marketApy(market, side), 18, language);
}
