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
  "interestModel" | "reserveFactorMantissa" | "cash" | "totalBorrows" | "totalReserves"
>;

export interface UtilizationCurve {
  /** 0, 1, ..., 100 % and the kink of a jump model, in increasing order. */
  points: RateCurvePoint[];
  /** The market's utilisation now (1e18 fraction), if its totals give one. */
  current: bigint | undefined;
  /** The jump model's kink (1e18 fraction); undefined for a white-paper model. */
  kink: bigint | undefined;
}

export function utilizationCurve(market: CurveMarket, steps = 100): UtilizationCurve {
  const model = modelFromLens(market.interestModel);
  return {
    points: sampleRateCurve(model, market.reserveFactorMantissa, { steps, blocksPerYear: marketBlocksPerYear(market) }),
    current: utilizationRate(market.cash, market.totalBorrows, market.totalReserves),
    kink: model.kind === "jump" ? model.kink : undefined,
  };
}
