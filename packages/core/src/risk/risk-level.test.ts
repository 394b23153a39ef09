import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EXP } from "../fixed-point/index";
import type { AccountLiquidity } from "./account-liquidity";
import { borrowingPowerUsed, healthFactor } from "./health";
import { accountRisk, RISK_THRESHOLDS, riskLevel, type RiskLevel } from "./risk-level";

/** An account with 100 USD of borrowing power and `borrows` USD (1e18) of debt. */
const withBorrows = (borrowsUsd: bigint): AccountLiquidity => {
  const collateralUsd = 100n * EXP;
  return collateralUsd > borrowsUsd
    ? { liquidity: collateralUsd - borrowsUsd, shortfall: 0n, collateralUsd, borrowsUsd }
    : { liquidity: 0n, shortfall: borrowsUsd - collateralUsd, collateralUsd, borrowsUsd };
};
const level = (borrowsUsd: bigint) => riskLevel({ liquidity: withBorrows(borrowsUsd) });

describe("RISK_THRESHOLDS", () => {
  it("are 50, 70 and 85 percent of the borrowing power used", () => {
    expect(RISK_THRESHOLDS).toEqual({ low: EXP / 2n, medium: (7n * EXP) / 10n, high: (85n * EXP) / 100n });
  });
});

describe("riskLevel", () => {
  it("is noRisk without debt", () => {
    expect(level(0n)).toBe("noRisk");
  });

  it("is low while at most half the borrowing power is used", () => {
    expect(level(1n)).toBe("low");
    expect(level(50n * EXP)).toBe("low");
  });

  it("is medium above half and up to 70 % used", () => {
    expect(level(50n * EXP + 1n)).toBe("medium");
    expect(level(70n * EXP)).toBe("medium");
  });

  it("is high above 70 % and up to 85 % used: a maximum 85% loan lands here", () => {
    expect(level(70n * EXP + 1n)).toBe("high");
    expect(level(85n * EXP)).toBe("high");
  });

  it("is preLiquidation above 85 % used without a shortfall, even exactly at the line", () => {
    expect(level(85n * EXP + 1n)).toBe("preLiquidation");
    expect(level(100n * EXP)).toBe("preLiquidation");
  });

  it("is liquidationZone with a shortfall", () => {
    expect(level(100n * EXP + 1n)).toBe("liquidationZone");
    expect(riskLevel({ liquidity: { liquidity: 0n, shortfall: 5n, collateralUsd: 0n, borrowsUsd: 5n } })).toBe(
      "liquidationZone",
    );
  });

  it("is liquidated when the caller knows the account was liquidated", () => {
    expect(riskLevel({ liquidity: withBorrows(10n * EXP), liquidated: true })).toBe("liquidated");
    expect(riskLevel({ liquidity: undefined, liquidated: true })).toBe("liquidated");
  });

  it("cannot be calculated without the liquidity", () => {
    expect(riskLevel({ liquidity: undefined })).toBe("cannotBeCalculated");
  });

  it("rises with the debt, in the spec's progression", () => {
    const order: RiskLevel[] = ["noRisk", "low", "medium", "high", "preLiquidation", "liquidationZone"];
    fc.assert(
      fc.property(fc.bigInt(0n, 200n * EXP), fc.bigInt(0n, 200n * EXP), (a, b) => {
        const [lo, hi] = a < b ? [a, b] : [b, a];
        expect(order.indexOf(level(lo)) <= order.indexOf(level(hi))).toBe(true);
        expect(order.indexOf(level(lo))).toBeGreaterThanOrEqual(0);
        // The spec's health factor is above 0 only while the account is at low risk.
        if (healthFactor(withBorrows(hi)) > 0n) expect(level(hi)).toBe("low");
        if (level(hi) === "low") expect((borrowingPowerUsed(withBorrows(hi)) ?? EXP) <= RISK_THRESHOLDS.low).toBe(true);
      }),
    );
  });
});

describe("accountRisk", () => {
  it("gives the level with the spec's health figures and the power used, from one liquidity", () => {
    const risk = accountRisk({ liquidity: withBorrows(25n * EXP) });
    expect(risk).toEqual({
      level: "low",
      healthFactor: EXP - (25n * EXP) / 75n - 1n, // 1 − 25/75, the quotient rounded up
      healthRatio: 3n * EXP,
      borrowingPowerUsed: EXP / 4n,
      liquidity: withBorrows(25n * EXP),
    });
  });

  it("leaves every figure undefined when the liquidity is unknown", () => {
    expect(accountRisk({ liquidity: undefined })).toEqual({
      level: "cannotBeCalculated",
      healthFactor: undefined,
      healthRatio: undefined,
      borrowingPowerUsed: undefined,
      liquidity: undefined,
    });
  });
});
