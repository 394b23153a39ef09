import { describe, expect, it } from "vitest";
import { FULL_REPAY_MARKER } from "../constants/lending";
import { EXP } from "../fixed-point/index";
import { isFullRepay, repayPlan } from "./full-repay";

const DEBT = 100n * EXP;

describe("isFullRepay", () => {
  it("is an amount equal to the borrow balance", () => {
    expect(isFullRepay(DEBT, DEBT)).toBe(true);
    expect(isFullRepay(DEBT - 1n, DEBT)).toBe(false);
    expect(isFullRepay(0n, 0n)).toBe(false);
  });
});

describe("repayPlan", () => {
  it("sends a full token repay as the uint256 max marker, approving the balance + 0.5 token", () => {
    expect(repayPlan({ amount: DEBT, borrowBalance: DEBT, walletBalance: DEBT, native: false })).toEqual({
      kind: "repayMax",
      amount: FULL_REPAY_MARKER,
      approval: DEBT + EXP / 2n,
    });
    expect(FULL_REPAY_MARKER).toBe(2n ** 256n - 1n);
  });

  it("pads the approval by 0.5 token in the token's decimals", () => {
    const plan = repayPlan({
      amount: 5_000_000n,
      borrowBalance: 5_000_000n,
      walletBalance: 9_000_000n,
      native: false,
      underlyingDecimals: 6,
    });
    expect(plan).toEqual({ kind: "repayMax", amount: FULL_REPAY_MARKER, approval: 5_500_000n });
  });

  it("sends a full rBTC repay as repayBorrowAll with the projected debt, within the wallet less the fee", () => {
    expect(repayPlan({ amount: DEBT, borrowBalance: DEBT, walletBalance: 200n * EXP, native: true })).toEqual({
      kind: "repayAll",
      value: DEBT,
    });
    expect(
      repayPlan({
        amount: DEBT,
        borrowBalance: DEBT,
        walletBalance: 200n * EXP,
        native: true,
        projectedBorrowBalance: DEBT + 7n,
      }),
    ).toEqual({ kind: "repayAll", value: DEBT + 7n });
    expect(
      repayPlan({
        amount: DEBT,
        borrowBalance: DEBT,
        walletBalance: DEBT + 5n,
        native: true,
        estimatedFee: 2n,
        projectedBorrowBalance: DEBT + 7n,
      }),
    ).toEqual({ kind: "repayAll", value: DEBT + 3n });
  });

  it("refuses a full repay when the wallet holds less than the debt", () => {
    expect(repayPlan({ amount: DEBT, borrowBalance: DEBT, walletBalance: DEBT - 1n, native: false })).toEqual({
      error: "fullRepayNotCovered",
    });
    expect(
      repayPlan({ amount: DEBT, borrowBalance: DEBT, walletBalance: DEBT, native: true, estimatedFee: 1n }),
    ).toEqual({
      error: "fullRepayNotCovered",
    });
  });

  it("sends a partial repay as is", () => {
    expect(repayPlan({ amount: 40n * EXP, borrowBalance: DEBT, walletBalance: DEBT, native: false })).toEqual({
      kind: "repay",
      amount: 40n * EXP,
      value: 0n,
      approval: 40n * EXP,
    });
    expect(repayPlan({ amount: 40n * EXP, borrowBalance: DEBT, walletBalance: DEBT, native: true })).toEqual({
      kind: "repay",
      amount: 40n * EXP,
      value: 40n * EXP,
      approval: 0n,
    });
  });

  it("refuses more than the debt (T17) and non-positive amounts", () => {
    expect(repayPlan({ amount: DEBT + 1n, borrowBalance: DEBT, walletBalance: 1000n * EXP, native: false })).toEqual({
      error: "exceedsDebt",
    });
    expect(repayPlan({ amount: 0n, borrowBalance: DEBT, walletBalance: DEBT, native: false })).toEqual({
      error: "invalidAmount",
    });
  });
});
