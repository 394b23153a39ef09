import { describe, expect, it } from "vitest";
import { EXP } from "../fixed-point/index";
import { liquidationFigures, type LiquidationRecord } from "./liquidation-figures";

// 1,000 DOC of debt repaid (1,000 USD), 0.0112 RBTC seized at 95,500 USD (1,069.60 USD): the 7% incentive.
const record: LiquidationRecord = {
  id: "0xabc-3",
  txHash: "0xabc",
  timestamp: 1_700_000_000n,
  blockNumber: 120n,
  repaidAmount: 1_000n * EXP,
  repaidAmountUsd: 1_000n * EXP,
  seizedAmount: (112n * EXP) / 10_000n,
  seizedAmountUsd: (106_960n * EXP) / 100n,
};

describe("liquidationFigures", () => {
  it("gives the liquidator the debt it paid, the collateral it received and the difference as profit", () => {
    expect(liquidationFigures(record, "liquidator")).toEqual({
      role: "liquidator",
      debtPaid: { amount: 1_000n * EXP, usd: 1_000n * EXP },
      collateral: { amount: (112n * EXP) / 10_000n, usd: (106_960n * EXP) / 100n },
      profitUsd: (6_960n * EXP) / 100n,
    });
  });

  it("gives the borrower the same amounts and the liquidator's profit as a loss beyond the debt paid", () => {
    const borrower = liquidationFigures(record, "borrower");
    expect(borrower.debtPaid).toEqual({ amount: 1_000n * EXP, usd: 1_000n * EXP });
    expect(borrower.collateral.amount).toBe(record.seizedAmount);
    expect(borrower.profitUsd).toBe(-(6_960n * EXP) / 100n);
  });

  it("keeps the signs when the collateral was worth less than the debt paid", () => {
    const underwater = { ...record, seizedAmountUsd: 990n * EXP };
    expect(liquidationFigures(underwater, "liquidator").profitUsd).toBe(-10n * EXP);
    expect(liquidationFigures(underwater, "borrower").profitUsd).toBe(10n * EXP);
  });
});
