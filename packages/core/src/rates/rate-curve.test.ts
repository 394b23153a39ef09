import { describe, expect, it } from "vitest";
import { BLOCKS_PER_YEAR } from "../constants/lending";
import { EXP } from "../fixed-point/index";
import { apyPercent } from "./apy";
import { perBlockModel } from "./interest-rate-model";
import { borrowRatePerBlock, supplyRatePerBlock } from "./market-rates";
import { sampleRateCurve } from "./rate-curve";

const jump = (kink: bigint) =>
  perBlockModel(
    {
      kind: "jump",
      baseRatePerYear: (125n * EXP) / 10_000n,
      multiplierPerYear: (11n * EXP) / 100n,
      jumpMultiplierPerYear: (70n * EXP) / 100n,
      kink,
    },
    BLOCKS_PER_YEAR,
  );

describe("sampleRateCurve", () => {
  it("samples 0..100% in 1% steps by default (the DOC kink 0.90 is one of them)", () => {
    const curve = sampleRateCurve(jump((9n * EXP) / 10n), (5n * EXP) / 100n);
    expect(curve).toHaveLength(101);
    expect(curve[0]?.utilization).toBe(0n);
    expect(curve[100]?.utilization).toBe(EXP);
    expect(curve[90]?.borrowRatePerBlock).toBe(106_069_254_184n);
    expect(curve[100]?.borrowApy).toBe(18_149_999_999_726_880_000n);
  });

  it("adds a kink that falls between samples, in order", () => {
    const curve = sampleRateCurve(jump((85n * EXP) / 100n), 0n, { steps: 10 });
    expect(curve.map((p) => p.utilization)).toEqual([
      0n,
      EXP / 10n,
      (2n * EXP) / 10n,
      (3n * EXP) / 10n,
      (4n * EXP) / 10n,
      (5n * EXP) / 10n,
      (6n * EXP) / 10n,
      (7n * EXP) / 10n,
      (8n * EXP) / 10n,
      (85n * EXP) / 100n,
      (9n * EXP) / 10n,
      EXP,
    ]);
  });

  it("equals the chain's rates for totals at each utilisation (cash 1e18 − u, borrows u)", () => {
    const model = jump((9n * EXP) / 10n);
    const rf = (5n * EXP) / 100n;
    for (const point of sampleRateCurve(model, rf, { steps: 7 })) {
      const totals = { cash: EXP - point.utilization, totalBorrows: point.utilization, totalReserves: 0n };
      expect(point.borrowRatePerBlock).toBe(borrowRatePerBlock(model, totals));
      expect(point.supplyRatePerBlock).toBe(supplyRatePerBlock(model, totals, rf));
      expect(point.supplyApy).toBe(apyPercent(point.supplyRatePerBlock));
    }
  });

  it("uses the given blocks per year for the APYs", () => {
    const [first] = sampleRateCurve(jump(EXP / 2n), 0n, { steps: 1, blocksPerYear: 1n });
    expect(first?.borrowApy).toBe((first?.borrowRatePerBlock ?? -1n) * 100n);
  });

  it("refuses a non-positive or fractional number of steps", () => {
    expect(() => sampleRateCurve(jump(EXP / 2n), 0n, { steps: 0 })).toThrow(RangeError);
    expect(() => sampleRateCurve(jump(EXP / 2n), 0n, { steps: 2.5 })).toThrow(RangeError);
  });
});
