import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BLOCKS_PER_YEAR } from "../constants/lending";
import { EXP } from "../fixed-point/index";
import { apyPercent, compoundedApyPercent, powExp } from "./apy";

const PERCENT = EXP / 100n;

describe("apyPercent", () => {
  it("is rate per block × 1,051,200 × 100 (the spec's APY)", () => {
    // DOC's base rate, 1.25% a year, as the model stores it: 0.0125e18 / 1,051,200 truncated.
    expect(apyPercent(11_891_171_993n)).toBe(1_249_999_999_904_160_000n);
    expect(apyPercent(10n ** 10n)).toBe(1_051_200_000_000_000_000n); // 1.0512%
    expect(apyPercent(0n)).toBe(0n);
  });

  it("takes another number of blocks per year", () => {
    expect(apyPercent(10n ** 10n, 2_102_400n)).toBe(2_102_400_000_000_000_000n);
  });
});

describe("powExp", () => {
  it("raises 1e18 mantissas to integer powers", () => {
    expect(powExp(2n * EXP, 10n)).toBe(1024n * EXP);
    expect(powExp(EXP / 2n, 3n)).toBe(EXP / 8n);
    expect(powExp(3n * EXP, 0n)).toBe(EXP);
    expect(powExp(EXP, 1_000_000n)).toBe(EXP);
    expect(powExp(0n, 5n)).toBe(0n);
  });

  it("refuses negative exponents", () => {
    expect(() => powExp(EXP, -1n)).toThrow(RangeError);
  });

  it("never exceeds the exact power and stays within n − 1 wei per step below it", () => {
    fc.assert(
      fc.property(fc.bigInt(EXP, 3n * EXP), fc.integer({ min: 0, max: 24 }), (base, n) => {
        const exactNumerator = base ** BigInt(n);
        const exactScale = EXP ** BigInt(Math.max(n - 1, 0));
        const exact = n === 0 ? EXP : exactNumerator / exactScale; // floor of the exact power
        const got = powExp(base, BigInt(n));
        expect(got <= exact).toBe(true);
        // Each of the ≤ 2·log2(n)+1 truncations loses < 1 wei, magnified at most by base^n / 1e18^n.
        expect(exact - got <= 64n * (exact / EXP + 1n)).toBe(true);
      }),
    );
  });
});

describe("compoundedApyPercent", () => {
  it("compounds every block: 4% a year per block gives e^0.04 − 1 ≈ 4.0811%", () => {
    const rate = (4n * EXP) / 100n / BLOCKS_PER_YEAR;
    const apy = compoundedApyPercent(rate);
    // (1 + r)^n − 1 with n = 1,051,200 is within 1e-7 of e^0.04 − 1 = 4.08107741923882%.
    expect(apy > 4_081_000_000_000_000_000n).toBe(true);
    expect(apy < 4_081_100_000_000_000_000n).toBe(true);
    expect(apy > apyPercent(rate)).toBe(true);
  });

  it("is 0 for a zero rate and equals the simple APY over one block", () => {
    expect(compoundedApyPercent(0n)).toBe(0n);
    expect(compoundedApyPercent(123_456_789n, 1n)).toBe(apyPercent(123_456_789n, 1n));
  });

  it("is at least the simple APY (compounding never earns less)", () => {
    fc.assert(
      fc.property(fc.bigInt(0n, 5n * 10n ** 12n), (rate) => {
        // Truncation may lose a few hundred wei of percent against the simple figure: allow 1e-12 %.
        expect(compoundedApyPercent(rate) + 10n ** 6n >= apyPercent(rate)).toBe(true);
      }),
    );
  });

  it("grows with the rate", () => {
    expect(compoundedApyPercent((2n * PERCENT) / 1_000_000n) > compoundedApyPercent(PERCENT / 1_000_000n)).toBe(true);
  });
});
