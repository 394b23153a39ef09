import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EXP } from "../fixed-point/index";
import type { AccountMarket } from "../risk/account-market";
import { arbAnyAccountAndMarket, contractBorrow, revertCode } from "../risk/test-accounts";
import { borrowableFromLiquidity, maxBorrow, type BorrowMarketFigures } from "./max-borrow";

const RBTC: AccountMarket = {
  market: "0xRBTC",
  collateralFactorMantissa: (6n * EXP) / 10n,
  exchangeRateStored: 2n * 10n ** 16n,
  underlyingPrice: 95_000n * EXP,
  tokens: 50n * EXP, // 1 RBTC: 57,000 USD of borrowing power
  borrowBalance: 0n,
  entered: true,
};
const DOC_POSITION: AccountMarket = {
  market: "0xDOC",
  collateralFactorMantissa: (8n * EXP) / 10n,
  exchangeRateStored: 2n * 10n ** 16n,
  underlyingPrice: EXP,
  tokens: 0n,
  borrowBalance: 0n,
  entered: false,
};
const DOC_MARKET: BorrowMarketFigures = {
  market: "0xDOC",
  underlyingPrice: EXP,
  cash: 1_000_000n * EXP,
  totalReserves: 0n,
  totalBorrows: 0n,
  borrowCap: 0n,
  accountBorrowCap: 0n,
  underlyingSymbol: "DOC",
};

describe("borrowableFromLiquidity", () => {
  it("is 85% of the liquidity over the price, minus 1", () => {
    expect(borrowableFromLiquidity(57_000n * EXP, EXP)).toBe(48_450n * EXP - 1n);
    expect(borrowableFromLiquidity(80_000n * EXP, 95_000n * EXP)).toBe(715_789_473_684_210_525n);
  });

  it("counts a liquidity of 1 or less as 0", () => {
    expect(borrowableFromLiquidity(1n, EXP / 10n)).toBe(0n);
    expect(borrowableFromLiquidity(0n, EXP / 10n)).toBe(0n);
    expect(borrowableFromLiquidity(2n, EXP / 10n)).toBe(9n); // floor(2 × 0.85) = 1 USD wei = 10 token wei, − 1
  });

  it("is 0 without a price, and never negative", () => {
    expect(borrowableFromLiquidity(57_000n * EXP, 0n)).toBe(0n);
    expect(borrowableFromLiquidity(2n, EXP)).toBe(0n);
  });
});

describe("maxBorrow", () => {
  it("lends 85% of the liquidity minus 1: 1 RBTC of collateral lends 48,450 DOC", () => {
    expect(maxBorrow({ account: [RBTC, DOC_POSITION], market: DOC_MARKET })).toEqual({
      amount: 48_450n * EXP - 1n,
      usd: 48_450n * EXP - 1n,
      limitedBy: "liquidity",
      byLiquidity: 48_450n * EXP - 1n,
      byCash: 1_000_000n * EXP,
      byBorrowCap: undefined,
      byAccountCap: undefined,
      liquidity: 57_000n * EXP,
    });
  });

  it("lends 85% of what is left after a debt", () => {
    const account = [RBTC, { ...DOC_POSITION, borrowBalance: 10_000n * EXP, entered: true }];
    expect(maxBorrow({ account, market: DOC_MARKET }).amount).toBe(39_950n * EXP - 1n);
  });

  it("works for a market missing from the account list", () => {
    expect(maxBorrow({ account: [RBTC], market: DOC_MARKET }).amount).toBe(48_450n * EXP - 1n);
  });

  it("is capped by the market's cash", () => {
    const result = maxBorrow({ account: [RBTC, DOC_POSITION], market: { ...DOC_MARKET, cash: 100n * EXP } });
    expect(result).toMatchObject({ amount: 100n * EXP, limitedBy: "cash" });
  });

  it("never lends the reserves' cash: the bound is cash less reserves", () => {
    const market = { ...DOC_MARKET, cash: 100n * EXP, totalReserves: 30n * EXP };
    expect(maxBorrow({ account: [RBTC, DOC_POSITION], market })).toMatchObject({
      amount: 70n * EXP,
      byCash: 70n * EXP,
      limitedBy: "cash",
    });
  });

  it("is capped by the market's borrow cap (C7), floored at 0", () => {
    const capped = { ...DOC_MARKET, borrowCap: 50_000n * EXP, totalBorrows: 45_000n * EXP };
    expect(maxBorrow({ account: [RBTC], market: capped })).toMatchObject({
      amount: 5_000n * EXP,
      limitedBy: "borrowCap",
    });
    const over = { ...DOC_MARKET, borrowCap: 50_000n * EXP, totalBorrows: 60_000n * EXP };
    expect(maxBorrow({ account: [RBTC], market: over })).toMatchObject({ amount: 0n, byBorrowCap: 0n });
  });

  it("caps rDOC debt at 1000 per account (RD1), from the chain or by symbol", () => {
    const rdoc = { ...DOC_MARKET, market: "0xRDOC", underlyingSymbol: "rDOC" };
    expect(maxBorrow({ account: [RBTC], market: rdoc })).toMatchObject({
      amount: 1_000n * EXP,
      limitedBy: "accountCap",
    });
    const owing: AccountMarket = { ...DOC_POSITION, market: "0xRDOC", borrowBalance: 400n * EXP, entered: true };
    expect(maxBorrow({ account: [RBTC, owing], market: rdoc }).amount).toBe(600n * EXP);
    const chainCap = { ...DOC_MARKET, accountBorrowCap: 250n * EXP };
    expect(maxBorrow({ account: [RBTC], market: chainCap }).byAccountCap).toBe(250n * EXP);
  });

  it("is 0 when borrowing is paused (C4)", () => {
    expect(maxBorrow({ account: [RBTC], market: { ...DOC_MARKET, borrowPaused: true } })).toMatchObject({
      amount: 0n,
      limitedBy: "paused",
    });
  });

  it("is 0 when any position has no price (borrowAllowed's strict prices, C6)", () => {
    const unpriced = { ...DOC_POSITION, market: "0xUSDT", tokens: 5n, underlyingPrice: 0n, entered: true };
    expect(maxBorrow({ account: [RBTC, unpriced], market: DOC_MARKET })).toMatchObject({ amount: 0n, liquidity: 0n });
    expect(maxBorrow({ account: [RBTC], market: { ...DOC_MARKET, underlyingPrice: 0n } }).amount).toBe(0n);
  });

  it("counts the borrowed market's own deposit, which borrowing enters", () => {
    const docDeposit = { ...DOC_POSITION, tokens: 500_000n * EXP }; // 10,000 DOC, not entered
    expect(maxBorrow({ account: [docDeposit], market: DOC_MARKET }).liquidity).toBe(8_000n * EXP);
  });

  it("never allows a loan the contract refuses", () => {
    fc.assert(
      fc.property(
        arbAnyAccountAndMarket,
        fc.bigInt(0n, 10n ** 25n),
        fc.bigInt(0n, 10n ** 24n),
        fc.bigInt(0n, 10n ** 25n),
        fc.oneof(fc.constant(0n), fc.bigInt(1n, 10n ** 25n)),
        fc.oneof(fc.constant(0n), fc.bigInt(1n, 10n ** 24n)),
        ([account, index], cash, reserves, totalBorrows, borrowCap, accountBorrowCap) => {
          const position = account[index];
          if (position === undefined) return;
          const market = {
            market: position.market,
            underlyingPrice: position.underlyingPrice,
            cash,
            totalReserves: reserves > cash ? cash : reserves,
            totalBorrows,
            borrowCap,
            accountBorrowCap,
          };
          const max = maxBorrow({ account, market });
          expect(max.amount >= 0n).toBe(true);
          if (max.amount === 0n) return;
          expect(revertCode(() => contractBorrow(account, market, max.amount))).toBeUndefined();
        },
      ),
    );
  });
});
