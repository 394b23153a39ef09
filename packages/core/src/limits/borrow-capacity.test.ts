import { describe, expect, it, vi } from "vitest";
import { EXP } from "../fixed-point/index";
import type { AccountMarket } from "../risk/account-market";
import { maxBorrowCapacity } from "./borrow-capacity";

const RBTC: AccountMarket = {
  market: "0xRBTC",
  collateralFactorMantissa: (6n * EXP) / 10n,
  exchangeRateStored: 2n * 10n ** 16n,
  underlyingPrice: 95_000n * EXP,
  tokens: 50n * EXP,
  borrowBalance: 0n,
  entered: true,
};
const DOC: AccountMarket = {
  ...RBTC,
  market: "0xDOC",
  collateralFactorMantissa: (8n * EXP) / 10n,
  underlyingPrice: EXP,
  tokens: 500_000n * EXP,
};

describe("maxBorrowCapacity", () => {
  it("reports the spec's error and returns 0 without markets", () => {
    const report = vi.fn();
    expect(maxBorrowCapacity([], report)).toBe(0n);
    expect(report).toHaveBeenCalledWith("no markets provided for borrowMaxCapacity calculation");
    expect(maxBorrowCapacity([])).toBe(0n);
  });

  it("sums the weighted collateral of the entered markets", () => {
    const report = vi.fn();
    expect(maxBorrowCapacity([RBTC, DOC], report)).toBe(57_000n * EXP + 8_000n * EXP);
    expect(maxBorrowCapacity([RBTC, { ...DOC, entered: false }])).toBe(57_000n * EXP);
    expect(report).not.toHaveBeenCalled();
  });

  it("ignores debts, and is 0 when a debt has no price", () => {
    expect(maxBorrowCapacity([RBTC, { ...DOC, tokens: 0n, borrowBalance: 10n * EXP }])).toBe(57_000n * EXP);
    expect(maxBorrowCapacity([RBTC, { ...DOC, borrowBalance: 1n, underlyingPrice: 0n }])).toBe(0n);
  });
});
