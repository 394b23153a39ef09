import { describe, expect, it } from "vitest";
import { toLendingSnapshot } from "../lending/data/lending-snapshot";
import { E, LOCAL, kDOC, kRBTC, market, position, snapshot } from "../lending/test-snapshot";
import { balanceRisk } from "./balance-risk";

// 1,000 DOC deposited (600 USD of borrowing power at a 60% collateral factor).
const deposit = position(kDOC, { tokens: E("50000"), supplyUnderlying: E("1000") });
const view = (debtRbtc: string) =>
  toLendingSnapshot(
    snapshot({
      markets: [market("kRBTC"), market("kDOC")],
      positions: [position(kRBTC, { borrowBalance: E(debtRbtc) }), deposit],
    }),
    1337,
    LOCAL,
    0,
  );

describe("balanceRisk", () => {
  it("is the borrow screen's level and health factor from the snapshot", () => {
    // 0.004 RBTC at 95,000 USD = 380 USD of 600 (63 % used): 220 spare, so the spec's factor is 0.
    const risk = balanceRisk(view("0.004"), false);
    expect(risk.level).toBe("medium");
    expect(risk.liquidity?.borrowsUsd).toBe(E("380"));
    expect(risk.liquidity?.collateralUsd).toBe(E("600"));
    expect(risk.healthFactor).toBe(0n);
    expect(risk.borrowingPowerUsed).toBe((E("380") * E("1") + E("600") - 1n) / E("600"));
    // 0.001 RBTC = 95 USD of 600, 505 spare: factor 1 − 95/505.
    expect(balanceRisk(view("0.001"), false).healthFactor).toBe(E("1") - (E("95") * E("1") + E("505") - 1n) / E("505"));
  });

  it("says liquidated when the history does, keeping the health factor", () => {
    const risk = balanceRisk(view("0.001"), true);
    expect(risk.level).toBe("liquidated");
    expect(risk.healthFactor).toBeDefined();
  });

  it("is noRisk without debt", () => {
    expect(balanceRisk(view("0"), false).level).toBe("noRisk");
  });
});
