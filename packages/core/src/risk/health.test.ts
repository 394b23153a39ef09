import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EXP } from "../fixed-point/index";
import { borrowingPowerUsed, healthFactor, healthFactorFromRatio, healthRatio } from "./health";

const usd = (n: bigint) => n * EXP;

describe("healthRatio (spec §9: account liquidity / total borrows)", () => {
  it("is the spare liquidity over the debts", () => {
    // 57,000 USD of borrowing power and 10,000 of debt: 47,000 spare.
    expect(healthRatio({ liquidity: usd(47_000n), borrowsUsd: usd(10_000n) })).toBe((47n * EXP) / 10n);
    expect(healthRatio({ liquidity: usd(1n), borrowsUsd: usd(3n) })).toBe(333_333_333_333_333_333n);
  });

  it("is undefined (infinite) without debt", () => {
    expect(healthRatio({ liquidity: usd(5n), borrowsUsd: 0n })).toBeUndefined();
  });
});

describe("healthFactor (spec §9: 1 − min(1, 1 / ratio))", () => {
  it("is 1 − borrows / spare liquidity", () => {
    expect(healthFactor({ liquidity: usd(40n), borrowsUsd: usd(10n) })).toBe((75n * EXP) / 100n);
    expect(healthFactor({ liquidity: usd(47_000n), borrowsUsd: usd(10_000n) })).toBe(787_234_042_553_191_489n);
  });

  it("is 1 without debt and 0 once the debts reach the spare liquidity (half the borrowing power)", () => {
    expect(healthFactor({ liquidity: usd(5n), borrowsUsd: 0n })).toBe(EXP);
    expect(healthFactor({ liquidity: 0n, borrowsUsd: 0n })).toBe(EXP);
    expect(healthFactor({ liquidity: usd(50n), borrowsUsd: usd(50n) })).toBe(0n);
    expect(healthFactor({ liquidity: usd(15n), borrowsUsd: usd(85n) })).toBe(0n);
    expect(healthFactor({ liquidity: 0n, borrowsUsd: 1n })).toBe(0n);
  });

  it("rounds against the account", () => {
    // Debts a third of the spare liquidity: 0.666…6 (not …7).
    expect(healthFactor({ liquidity: 3n, borrowsUsd: 1n })).toBe(666_666_666_666_666_666n);
  });

  it("stays in [0, 1] and agrees with the ratio form within rounding", () => {
    fc.assert(
      fc.property(fc.bigInt(0n, 10n ** 30n), fc.bigInt(1n, 10n ** 30n), (liquidity, borrowsUsd) => {
        const factor = healthFactor({ liquidity, borrowsUsd });
        expect(factor >= 0n && factor <= EXP).toBe(true);
        const fromRatio = healthFactorFromRatio(healthRatio({ liquidity, borrowsUsd }));
        expect(fromRatio <= factor).toBe(true); // the truncated ratio never flatters either
        if (liquidity >= 10n ** 18n && borrowsUsd >= 10n ** 18n) expect(factor - fromRatio <= 10n ** 3n).toBe(true);
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

describe("borrowingPowerUsed", () => {
  it("is borrows / borrowing power, rounded up", () => {
    expect(borrowingPowerUsed({ collateralUsd: usd(100n), borrowsUsd: usd(85n) })).toBe((85n * EXP) / 100n);
    expect(borrowingPowerUsed({ collateralUsd: 3n, borrowsUsd: 1n })).toBe(333_333_333_333_333_334n);
  });

  it("is 0 without debt, above 1 when short, unknown with debt and no power", () => {
    expect(borrowingPowerUsed({ collateralUsd: 0n, borrowsUsd: 0n })).toBe(0n);
    expect(borrowingPowerUsed({ collateralUsd: usd(100n), borrowsUsd: usd(101n) })).toBe((101n * EXP) / 100n);
    expect(borrowingPowerUsed({ collateralUsd: 0n, borrowsUsd: 1n })).toBeUndefined();
  });
});
