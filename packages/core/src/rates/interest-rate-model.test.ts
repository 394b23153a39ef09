import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BLOCKS_PER_YEAR } from "../constants/lending";
import { EXP } from "../fixed-point/index";
import { apyPercent } from "./apy";
import {
  borrowRateAtUtilization,
  modelFromLens,
  perBlockModel,
  supplyRateAtUtilization,
  type InterestRateModel,
} from "./interest-rate-model";

const pct = (hundredths: bigint): bigint => (hundredths * EXP) / 10_000n; // 125n = 1.25%

// The facts file's DOC model: jump, base 1.25%, multiplier 11%, jump 70%, kink 0.90, 1,051,200 blocks a year.
const DOC = perBlockModel(
  {
    kind: "jump",
    baseRatePerYear: pct(125n),
    multiplierPerYear: pct(1100n),
    jumpMultiplierPerYear: pct(7000n),
    kink: (9n * EXP) / 10n,
  },
  BLOCKS_PER_YEAR,
);
// RBTC: white paper, base 4%, multiplier 10%.
const RBTC = perBlockModel(
  { kind: "whitePaper", baseRatePerYear: pct(400n), multiplierPerYear: pct(1000n) },
  BLOCKS_PER_YEAR,
);

describe("perBlockModel", () => {
  it("divides the yearly parameters by blocks per year, truncating like the constructors", () => {
    expect(DOC).toEqual({
      kind: "jump",
      baseRatePerBlock: 11_891_171_993n,
      multiplierPerBlock: 104_642_313_546n,
      jumpMultiplierPerBlock: 665_905_631_659n,
      kink: 900_000_000_000_000_000n,
    });
    expect(RBTC).toEqual({
      kind: "whitePaper",
      baseRatePerBlock: 38_051_750_380n,
      multiplierPerBlock: 95_129_375_951n,
    });
  });

  it("refuses zero blocks per year (T23)", () => {
    expect(() => perBlockModel({ kind: "whitePaper", baseRatePerYear: 1n, multiplierPerYear: 1n }, 0n)).toThrow(
      RangeError,
    );
  });
});

describe("modelFromLens", () => {
  it("reads a model without a kink as white paper", () => {
    expect(
      modelFromLens({ baseRatePerBlock: 1n, multiplierPerBlock: 2n, jumpMultiplierPerBlock: 0n, kink: 0n }),
    ).toEqual({ kind: "whitePaper", baseRatePerBlock: 1n, multiplierPerBlock: 2n });
  });

  it("reads a model with a kink as a jump model", () => {
    expect(
      modelFromLens({
        baseRatePerBlock: 11_891_171_993n,
        multiplierPerBlock: 104_642_313_546n,
        jumpMultiplierPerBlock: 665_905_631_659n,
        kink: 900_000_000_000_000_000n,
      }),
    ).toEqual(DOC);
  });
});

describe("borrowRateAtUtilization (DOC jump model)", () => {
  it("is the base rate at 0% utilisation", () => {
    expect(borrowRateAtUtilization(DOC, 0n)).toBe(11_891_171_993n);
  });

  it("follows the multiplier up to the kink", () => {
    expect(borrowRateAtUtilization(DOC, EXP / 2n)).toBe(64_212_328_766n);
    expect(apyPercent(64_212_328_766n)).toBe(6_749_999_999_881_920_000n); // ≈ 1.25 + 0.5 × 11 = 6.75%
    expect(borrowRateAtUtilization(DOC, (9n * EXP) / 10n)).toBe(106_069_254_184n); // ≈ 11.15% a year
  });

  it("adds the jump multiplier above the kink", () => {
    expect(borrowRateAtUtilization(DOC, EXP)).toBe(172_659_817_349n);
    expect(apyPercent(172_659_817_349n)).toBe(18_149_999_999_726_880_000n); // ≈ 11.15 + 0.1 × 70 = 18.15%
  });

  it("is continuous at the kink and non-decreasing in utilisation", () => {
    const kink = (9n * EXP) / 10n;
    expect(borrowRateAtUtilization(DOC, kink + 1n) - borrowRateAtUtilization(DOC, kink)).toBeLessThanOrEqual(1n);
    fc.assert(
      fc.property(fc.bigInt(0n, EXP), fc.bigInt(0n, EXP), (a, b) => {
        const [lo, hi] = a < b ? [a, b] : [b, a];
        expect(borrowRateAtUtilization(DOC, lo) <= borrowRateAtUtilization(DOC, hi)).toBe(true);
      }),
    );
  });
});

describe("borrowRateAtUtilization (RBTC white-paper model)", () => {
  it("is base + utilisation × multiplier", () => {
    expect(borrowRateAtUtilization(RBTC, 0n)).toBe(38_051_750_380n);
    expect(borrowRateAtUtilization(RBTC, EXP / 2n)).toBe(85_616_438_355n);
    expect(borrowRateAtUtilization(RBTC, EXP)).toBe(38_051_750_380n + 95_129_375_951n);
  });
});

describe("supplyRateAtUtilization", () => {
  const rf = (5n * EXP) / 100n; // DOC reserve factor 0.05

  it("is utilisation × borrow rate × (1 − reserve factor), truncated twice", () => {
    expect(supplyRateAtUtilization(DOC, EXP / 2n, rf)).toBe(30_500_856_163n);
    expect(supplyRateAtUtilization(DOC, (9n * EXP) / 10n, rf)).toBe(90_689_212_326n);
    expect(supplyRateAtUtilization(DOC, EXP, rf)).toBe(164_026_826_481n);
  });

  it("is 0 at 0% utilisation and with a 100% reserve factor", () => {
    expect(supplyRateAtUtilization(DOC, 0n, rf)).toBe(0n);
    expect(supplyRateAtUtilization(DOC, EXP / 2n, EXP)).toBe(0n);
  });

  it("never exceeds the borrow rate", () => {
    const models: InterestRateModel[] = [DOC, RBTC];
    fc.assert(
      fc.property(fc.constantFrom(...models), fc.bigInt(0n, EXP), fc.bigInt(0n, EXP), (model, u, reserveFactor) => {
        expect(supplyRateAtUtilization(model, u, reserveFactor) <= borrowRateAtUtilization(model, u)).toBe(true);
      }),
    );
  });
});
