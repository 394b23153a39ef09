import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EXP } from "../fixed-point/index";
import { healthFactor, healthFactorFromRatio, healthRatio } from "./health";

const usd = (n: bigint) => n * EXP;

describe("healthRatio", () => {
  it("is collateral / borrows", () => {
    expect(healthRatio({ collateralUsd: usd(57_000n), borrowsUsd: usd(10_000n) })).toBe((57n * EXP) / 10n);
    expect(healthRatio({ collateralUsd: usd(1n), borrowsUsd: usd(3n) })).toBe(333_333_333_333_333_333n);
  });

  it("is undefined (infinite) without debt", () => {
    expect(healthRatio({ collateralUsd: usd(5n), borrowsUsd: 0n })).toBeUndefined();
  });
});

describe("healthFactor", () => {
  it("is 1 − borrows / collateral: the share of the borrowing power left", () => {
    expect(healthFactor({ collateralUsd: usd(100n), borrowsUsd: usd(85n) })).toBe((15n * EXP) / 100n);
    expect(healthFactor({ collateralUsd: usd(57_000n), borrowsUsd: usd(10_000n) })).toBe(824_561_403_508_771_929n);
  });

  it("is 1 without debt and 0 at or past the liquidation line", () => {
    expect(healthFactor({ collateralUsd: usd(5n), borrowsUsd: 0n })).toBe(EXP);
    expect(healthFactor({ collateralUsd: 0n, borrowsUsd: 0n })).toBe(EXP);
    expect(healthFactor({ collateralUsd: usd(100n), borrowsUsd: usd(100n) })).toBe(0n);
    expect(healthFactor({ collateralUsd: usd(100n), borrowsUsd: usd(101n) })).toBe(0n);
    expect(healthFactor({ collateralUsd: 0n, borrowsUsd: 1n })).toBe(0n);
  });

  it("rounds against the account", () => {
    // 1/3 of the power used: 0.666…6 (not …7).
    expect(healthFactor({ collateralUsd: 3n, borrowsUsd: 1n })).toBe(666_666_666_666_666_666n);
  });

  it("stays in [0, 1] and agrees with the ratio form within rounding", () => {
    fc.assert(
      fc.property(fc.bigInt(0n, 10n ** 30n), fc.bigInt(1n, 10n ** 30n), (collateralUsd, borrowsUsd) => {
        const factor = healthFactor({ collateralUsd, borrowsUsd });
        expect(factor >= 0n && factor <= EXP).toBe(true);
        const fromRatio = healthFactorFromRatio(healthRatio({ collateralUsd, borrowsUsd }));
        expect(fromRatio <= factor).toBe(true); // the truncated ratio never flatters either
        if (collateralUsd >= 10n ** 18n && borrowsUsd >= 10n ** 18n) expect(factor - fromRatio <= 10n ** 3n).toBe(true);
      }),
    );
  });
});

describe("healthFactorFromRatio", () => {
  it("is 1 − min(1, 1 / ratio)", () => {
    expect(healthFactorFromRatio(undefined)).toBe(EXP);
    expect(healthFactorFromRatio(2n * EXP)).toBe(EXP / 2n);
    expect(healthFactorFromRatio(4n * EXP)).toBe((3n * EXP) / 4n);
    expect(healthFactorFromRatio(EXP)).toBe(0n);
    expect(healthFactorFromRatio(EXP / 2n)).toBe(0n);
    expect(healthFactorFromRatio(0n)).toBe(0n);
  });
});
