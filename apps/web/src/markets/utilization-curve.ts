/**
 * The rates-by-utilisation chart's data (lending-engine §2 "/markets: rates chart by utilisation rate"):
 * the market's deposit and borrow APYs at 0–100 % utilisation, from its interest model's parameters with
 * core's exact maths (sampleRateCurve, the model as the Lens read it), and where the market stands now.
 */
import { modelFromLens, sampleRateCurve, utilizationRate, type RateCurvePoint } from "@ceiba/core";
import { marketBlocksPerYear } from "../lending/components/market-apy";
import type { LendingMarket } from "../lending/data/lending-snapshot";

export type CurveMarket = Pick<
  LendingMarket,
  "interestModel" | "reserveFactorMantissa" | "cash" | "totalBorrows" | "totalReserves" | "borrowRatePerBlock"
>;

/**
 * Whether the market's interest model publishes the parameters its rates come from. Tropykus' kSAT
 * (its Hurricane model) has no base rate, multiplier or jump getters: the Lens reads them as 0, yet the market
 * charges a rate, so a curve drawn from them would show 0 % where the chain charges more.
 */
export function hasPublishedModel(market: Pick<LendingMarket, "interestModel" | "borrowRatePerBlock">): boolean {
  const m = market.interestModel;
  return (
    m.baseRatePerBlock > 0n ||
    m.multiplierPerBlock > 0n ||
    m.jumpMultiplierPerBlock > 0n ||
    market.borrowRatePerBlock === 0n
  );
}

export interface UtilizationCurve {
  /** 0, 1, ..., 100 % and the kink of a jump model, in increasing order. */
  points: RateCurvePoint[];
  /** The market's utilisation now (1e18 fraction), if its totals give one. */
  current: bigint | undefined;
  /** The jump model's kink (1e18 fraction); undefined for a white-paper model. */
  kink: bigint | undefined;
}

/** The curve, or undefined when the model does not publish its parameters (hasPublishedModel). */
export function utilizationCurve(market: CurveMarket, steps = 100): UtilizationCurve | undefined {
  if (!hasPublishedModel(market)) return undefined;
  const model = modelFromLens(market.interestModel);
  return {
    points: sampleRateCurve(model, market.reserveFactorMantissa, { steps, blocksPerYear: marketBlocksPerYear(market) }),
    current: utilizationRate(market.cash, market.totalBorrows, market.totalReserves),
    kink: model.kind === "jump" ? model.kink : undefined,
  };
}
