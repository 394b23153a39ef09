import { apyPercent, borrowRatePerBlock, EXP, modelFromLens, supplyRatePerBlock } from "@ceiba/core";
import { zeroAddress } from "viem";
import { describe, expect, it } from "vitest";
import { hasPublishedModel, utilizationCurve as maybeCurve, type CurveMarket } from "./utilization-curve";

const BLOCKS = 1_051_200n;
const jumpModel = {
  model: zeroAddress,
  blocksPerYear: BLOCKS,
  baseRatePerBlock: 11_891_171n,
  multiplierPerBlock: 104_642_313n,
  jumpMultiplierPerBlock: 665_905_631n,
  kink: (875n * EXP) / 1000n,
};
const market = (overrides: Partial<CurveMarket> = {}): CurveMarket => ({
  interestModel: jumpModel,
  reserveFactorMantissa: (2n * EXP) / 10n,
  cash: 750n * EXP,
  totalBorrows: 250n * EXP,
  totalReserves: 0n,
  borrowRatePerBlock: 1n,
  ...overrides,
});
/** The curve of a market whose model publishes its parameters (every case but the last). */
const utilizationCurve = (m: CurveMarket, steps?: number) => {
  const curve = maybeCurve(m, steps);
  if (!curve) throw new Error("no curve");
  return curve;
};

describe("utilizationCurve", () => {
  it("samples 0 to 100 % in 1 % steps plus the kink, in increasing order", () => {
    const curve = utilizationCurve(market());
    expect(curve.points).toHaveLength(102);
    expect(curve.points[0]?.utilization).toBe(0n);
    expect(curve.points.at(-1)?.utilization).toBe(EXP);
    expect(curve.points[88]?.utilization).toBe(jumpModel.kink);
    const utilizations = curve.points.map((p) => p.utilization);
    expect([...utilizations].sort((a, b) => (a < b ? -1 : 1))).toEqual(utilizations);
    expect(curve.kink).toBe(jumpModel.kink);
    expect(curve.current).toBe(EXP / 4n);
  });

  it("gives at each utilisation the rates the market would have with such totals (core's exact maths)", () => {
    const model = modelFromLens(jumpModel);
    const reserveFactor = (2n * EXP) / 10n;
    for (const point of utilizationCurve(market()).points) {
      const totals = { cash: EXP - point.utilization, totalBorrows: point.utilization, totalReserves: 0n };
      expect(point.borrowRatePerBlock).toBe(borrowRatePerBlock(model, totals));
      expect(point.supplyRatePerBlock).toBe(supplyRatePerBlock(model, totals, reserveFactor));
      expect(point.borrowApy).toBe(apyPercent(point.borrowRatePerBlock, BLOCKS));
      expect(point.supplyApy).toBe(apyPercent(point.supplyRatePerBlock, BLOCKS));
    }
  });

  it("starts at the base rate and steepens above the kink", () => {
    const { points } = utilizationCurve(market());
    expect(points[0]?.borrowRatePerBlock).toBe(jumpModel.baseRatePerBlock);
    expect(points[0]?.supplyRatePerBlock).toBe(0n);
    const slope = (i: number) => (points[i + 1]?.borrowRatePerBlock ?? 0n) - (points[i]?.borrowRatePerBlock ?? 0n);
    expect(slope(95)).toBeGreaterThan(slope(50));
  });

  it("reads a model without a kink as the white-paper model: a straight line, no kink", () => {
    const curve = utilizationCurve(
      market({ interestModel: { ...jumpModel, kink: 0n, jumpMultiplierPerBlock: 0n } }),
      4,
    );
    expect(curve.kink).toBeUndefined();
    expect(curve.points.map((p) => p.borrowRatePerBlock)).toEqual(
      [0n, 1n, 2n, 3n, 4n].map(
        (i) => (((EXP * i) / 4n) * jumpModel.multiplierPerBlock) / EXP + jumpModel.baseRatePerBlock,
      ),
    );
  });

  it("uses the market's blocks per year, core's when the model does not say", () => {
    const own = utilizationCurve(market({ interestModel: { ...jumpModel, blocksPerYear: 2n } }), 1).points[1];
    expect(own?.borrowApy).toBe(apyPercent(own?.borrowRatePerBlock ?? 0n, 2n));
    const fallback = utilizationCurve(market({ interestModel: { ...jumpModel, blocksPerYear: 0n } }), 1).points[1];
    expect(fallback?.borrowApy).toBe(apyPercent(fallback?.borrowRatePerBlock ?? 0n, BLOCKS));
  });

  it("has no current utilisation when the totals give none", () => {
    expect(utilizationCurve(market({ cash: 0n, totalBorrows: 5n, totalReserves: 10n })).current).toBeUndefined();
    expect(utilizationCurve(market({ totalBorrows: 0n })).current).toBe(0n);
  });

  it("draws nothing for a model that publishes no parameters but charges a rate (Tropykus' kSAT)", () => {
    const hurricane = {
      ...jumpModel,
      baseRatePerBlock: 0n,
      multiplierPerBlock: 0n,
      jumpMultiplierPerBlock: 0n,
      kink: 0n,
    };
    expect(maybeCurve(market({ interestModel: hurricane, borrowRatePerBlock: 76_000n }))).toBeUndefined();
    expect(hasPublishedModel({ interestModel: hurricane, borrowRatePerBlock: 76_000n })).toBe(false);
    // A model at 0 % that charges nothing is drawn as it is: a flat line at 0.
    expect(maybeCurve(market({ interestModel: hurricane, borrowRatePerBlock: 0n }))?.points[50]?.borrowApy).toBe(0n);
  });
});
