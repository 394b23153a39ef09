import { describe, expect, it } from "vitest";
import { liquidatedByLatestActivity } from "./liquidated";
import { riskLevel } from "./risk-level";

describe("liquidatedByLatestActivity", () => {
  it("is true when the newest row is a liquidation of the account's own debt", () => {
    expect(liquidatedByLatestActivity({ eventName: "liquidateBorrow", role: "borrower" })).toBe(true);
  });

  it("is false when the account was the liquidator", () => {
    expect(liquidatedByLatestActivity({ eventName: "liquidateBorrow", role: "liquidator" })).toBe(false);
  });

  it.each(["mint", "redeem", "borrow", "repayBorrow"])("is false when the newest row is a %s", (eventName) => {
    expect(liquidatedByLatestActivity({ eventName, role: null })).toBe(false);
  });

  it("is false without any activity", () => {
    expect(liquidatedByLatestActivity(undefined)).toBe(false);
    expect(liquidatedByLatestActivity(null)).toBe(false);
  });

  it("makes riskLevel say liquidated, whatever the liquidity", () => {
    const healthy = { liquidity: 10n, shortfall: 0n, collateralUsd: 20n, borrowsUsd: 10n };
    const liquidated = liquidatedByLatestActivity({ eventName: "liquidateBorrow", role: "borrower" });
    expect(riskLevel({ liquidity: healthy, liquidated })).toBe("liquidated");
    expect(riskLevel({ liquidity: healthy, liquidated: false })).toBe("low");
  });
});
