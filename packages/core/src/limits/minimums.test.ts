import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EXP } from "../fixed-point/index";
import {
  feeReserve,
  isAboveMinimumBorrow,
  leavesEnoughForFees,
  minimumBorrowAmount,
  minimumDeposit,
  usdValue,
} from "./minimums";

const RBTC_PRICE = 95_000n * EXP;

describe("minimumDeposit", () => {
  it("is 0.0004 rBTC in the micro market and nothing elsewhere", () => {
    expect(minimumDeposit("micro")).toBe(400_000_000_000_000n);
    expect(minimumDeposit("native")).toBe(0n);
    expect(minimumDeposit("erc20")).toBe(0n);
  });
});

describe("minimum borrow: more than 2 USD", () => {
  it("refuses exactly 2 USD and accepts 1 wei of USD more", () => {
    expect(isAboveMinimumBorrow(2n * EXP, EXP)).toBe(false);
    expect(isAboveMinimumBorrow(2n * EXP + 1n, EXP)).toBe(true);
    expect(minimumBorrowAmount(EXP)).toBe(2n * EXP + 1n);
  });

  it("converts at the price: about 0.000021 rBTC at 95,000 USD", () => {
    expect(minimumBorrowAmount(RBTC_PRICE)).toBe(21_052_631_578_948n);
    expect(usdValue(21_052_631_578_948n, RBTC_PRICE)).toBe(2_000_000_000_000_060_000n);
    expect(minimumBorrowAmount(0n)).toBeUndefined();
  });

  it("minimumBorrowAmount is the least amount above the minimum", () => {
    fc.assert(
      fc.property(fc.bigInt(1n, 10n ** 24n), (price) => {
        const least = minimumBorrowAmount(price) ?? 0n;
        expect(isAboveMinimumBorrow(least, price)).toBe(true);
        expect(isAboveMinimumBorrow(least - 1n, price)).toBe(false);
      }),
    );
  });
});

describe("keep 2 USD of rBTC for fees", () => {
  it("is 2 USD of rBTC, rounded up", () => {
    expect(feeReserve(RBTC_PRICE)).toBe(21_052_631_578_948n);
    expect(feeReserve(0n)).toBeUndefined();
  });

  it("tells whether what is left covers it", () => {
    expect(leavesEnoughForFees(21_052_631_578_948n, RBTC_PRICE)).toBe(true);
    expect(leavesEnoughForFees(21_052_631_578_947n, RBTC_PRICE)).toBe(false);
    expect(leavesEnoughForFees(EXP, 0n)).toBe(false);
  });
});
