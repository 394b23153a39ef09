import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BLOCKS_PER_YEAR } from "../constants/lending";
import { EXP } from "../fixed-point/index";
import { apyPercent } from "./apy";
import { blocksInPeriod, debtCalculator, savingsCalculator } from "./interest-calculator";

const RATE_4_PERCENT = (4n * EXP) / 100n / BLOCKS_PER_YEAR; // 38,051,750,380 per block

describe("blocksInPeriod", () => {
  it("has 1,051,200 blocks a year, 87,600 a month and 20,160 a week", () => {
    expect(blocksInPeriod("year")).toBe(1_051_200n);
    expect(blocksInPeriod("month")).toBe(87_600n);
    expect(blocksInPeriod("week")).toBe(20_160n); // 2,880 blocks a day × 7
  });

  it("scales with blocks per year", () => {
    expect(blocksInPeriod("week", 365n)).toBe(7n);
    expect(blocksInPeriod("month", 24n)).toBe(2n);
  });
});

describe("savingsCalculator", () => {
  it("earns amount × rate × blocks: 1 rBTC at 4% a year", () => {
    expect(savingsCalculator(EXP, RATE_4_PERCENT, "year")).toEqual({
      interest: 39_999_999_999_456_000n, // 4% less the per-block rate's truncation
      total: EXP + 39_999_999_999_456_000n,
    });
    expect(savingsCalculator(EXP, RATE_4_PERCENT, "month").interest).toBe(3_333_333_333_288_000n);
    expect(savingsCalculator(EXP, RATE_4_PERCENT, "week").interest).toBe(767_123_287_660_800n);
  });

  it("earns a year's interest of amount × APY / 100", () => {
    fc.assert(
      fc.property(fc.bigInt(0n, 10n ** 27n), fc.bigInt(0n, 10n ** 12n), (amount, rate) => {
        expect(savingsCalculator(amount, rate, "year").interest).toBe((amount * apyPercent(rate)) / 100n / EXP);
      }),
    );
  });

  it("earns nothing on nothing, or at a zero rate", () => {
    expect(savingsCalculator(0n, RATE_4_PERCENT, "year")).toEqual({ interest: 0n, total: 0n });
    expect(savingsCalculator(5n, 0n, "year")).toEqual({ interest: 0n, total: 5n });
    expect(savingsCalculator(-5n, RATE_4_PERCENT, "year")).toEqual({ interest: 0n, total: 0n });
  });
});

describe("debtCalculator", () => {
  it("rounds the interest up, savings round down", () => {
    expect(debtCalculator(3n, 1n, "week")).toEqual({ interest: 1n, total: 4n });
    expect(savingsCalculator(3n, 1n, "week")).toEqual({ interest: 0n, total: 3n });
    expect(debtCalculator(1000n * EXP, RATE_4_PERCENT, "year").interest).toBe(39_999_999_999_456_000_000n);
  });

  it("costs at least what the same deposit earns, by at most 1 wei more; longer periods cost more", () => {
    fc.assert(
      fc.property(fc.bigInt(1n, 10n ** 27n), fc.bigInt(1n, 10n ** 12n), (amount, rate) => {
        const debt = debtCalculator(amount, rate, "month").interest;
        const savings = savingsCalculator(amount, rate, "month").interest;
        expect(debt - savings === 0n || debt - savings === 1n).toBe(true);
        expect(debtCalculator(amount, rate, "week").interest <= debt).toBe(true);
        expect(debt <= debtCalculator(amount, rate, "year").interest).toBe(true);
      }),
    );
  });
});
