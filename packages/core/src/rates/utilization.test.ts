import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EXP } from "../fixed-point/index";
import { utilizationPercent, utilizationRate } from "./utilization";

describe("utilizationRate", () => {
  it("is borrows / (cash + borrows − reserves)", () => {
    expect(utilizationRate(55n * EXP, 45n * EXP, 0n)).toBe((45n * EXP) / 100n);
    expect(utilizationRate(60n * EXP, 45n * EXP, 5n * EXP)).toBe((45n * EXP) / 100n);
    expect(utilizationRate(0n, 10n * EXP, 0n)).toBe(EXP);
  });

  it("truncates like the contract", () => {
    expect(utilizationRate(2n, 1n, 0n)).toBe(333_333_333_333_333_333n);
  });

  it("is 0 without borrows, whatever the cash or reserves", () => {
    expect(utilizationRate(100n * EXP, 0n, 0n)).toBe(0n);
    expect(utilizationRate(0n, 0n, 10n)).toBe(0n);
  });

  it("is undefined where the contract would divide by zero or underflow", () => {
    expect(utilizationRate(0n, 5n, 5n)).toBeUndefined();
    expect(utilizationRate(0n, 5n, 6n)).toBeUndefined();
  });

  it("stays within [0, 1] without reserves", () => {
    fc.assert(
      fc.property(fc.bigInt(0n, 10n ** 30n), fc.bigInt(0n, 10n ** 30n), (cash, borrows) => {
        const u = utilizationRate(cash, borrows, 0n);
        expect(u !== undefined && u >= 0n && u <= EXP).toBe(true);
      }),
    );
  });
});

describe("utilizationPercent", () => {
  it("is a percent mantissa truncated to 2 decimals", () => {
    expect(utilizationPercent(55n * EXP, 45n * EXP, 0n)).toBe(45n * EXP);
    expect(utilizationPercent(2n, 1n, 0n)).toBe(33_330_000_000_000_000_000n); // 33.33%, not 33.34
    expect(utilizationPercent(1n, 2n, 0n)).toBe(66_660_000_000_000_000_000n); // 66.66%: truncated
    expect(utilizationPercent(1n, 0n, 0n)).toBe(0n);
    expect(utilizationPercent(0n, 1n, 1n)).toBeUndefined();
  });
});
