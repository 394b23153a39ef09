import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EXP } from "../fixed-point/index";
import { accountLiquidity } from "./account-liquidity";
import type { AccountMarket } from "./account-market";
import { liquidationPrice } from "./liquidation-price";
import { DOC_DEBT, RBTC_SUPPLY, arbAnyAccountAndMarket } from "./test-accounts";

const RBTC = RBTC_SUPPLY;
const DOC = DOC_DEBT;

const shortAt = (account: AccountMarket[], market: string, price: bigint) =>
  (accountLiquidity(account.map((m) => (m.market === market ? { ...m, underlyingPrice: price } : m)))?.shortfall ??
    0n) > 0n;

describe("liquidationPrice", () => {
  it("is where 1 RBTC × price × 0.6 falls below a 10,000 DOC debt: 16,666.67 USD", () => {
    const price = liquidationPrice([RBTC, DOC], "0xrbtc");
    expect(price).toBe(16_666_666_666_666_666_666_666n);
    expect(shortAt([RBTC, DOC], "0xRBTC", 16_666_666_666_666_666_666_666n)).toBe(true);
    expect(shortAt([RBTC, DOC], "0xRBTC", 16_666_666_666_666_666_666_667n)).toBe(false);
  });

  it("is above the current price for an account already short", () => {
    const price = liquidationPrice([RBTC, { ...DOC, borrowBalance: 60_000n * EXP }], "0xRBTC");
    expect(price).toBe(99_999_999_999_999_999_999_999n);
  });

  it("prices a draft loan", () => {
    const price = liquidationPrice([RBTC, { ...DOC, borrowBalance: 0n }], "0xRBTC", {
      whatIf: { market: "0xDOC", borrowAmount: 10_000n * EXP },
    });
    expect(price).toBe(16_666_666_666_666_666_666_666n);
  });

  it("is undefined without debt, without this collateral, or when other collateral covers the debt", () => {
    expect(liquidationPrice([RBTC], "0xRBTC")).toBeUndefined();
    expect(liquidationPrice([RBTC, DOC], "0xDOC")).toBeUndefined();
    expect(liquidationPrice([{ ...RBTC, entered: false }, DOC], "0xRBTC")).toBeUndefined();
    expect(liquidationPrice([RBTC, DOC], "0xNONE")).toBeUndefined();
    const bigDoc = { ...DOC, tokens: 1_000_000n * EXP, borrowBalance: 0n };
    expect(liquidationPrice([RBTC, bigDoc, { ...DOC, market: "0xUSDT" }], "0xRBTC")).toBeUndefined();
  });

  it("is undefined when a debt has no price (the liquidity cannot be computed)", () => {
    expect(liquidationPrice([RBTC, { ...DOC, underlyingPrice: 0n }], "0xRBTC")).toBeUndefined();
  });

  it("is undefined when a debt in the same asset grows as fast as the collateral", () => {
    const self = { ...RBTC, borrowBalance: EXP }; // owes 1 RBTC against 0.6 RBTC of borrowing power
    expect(liquidationPrice([self], "0xRBTC")).toBeUndefined();
  });

  it("marks where the shortfall begins: short at the price, not one wei above", () => {
    let found = 0;
    fc.assert(
      fc.property(arbAnyAccountAndMarket, ([account]) => {
        for (const { market } of account) {
          const price = liquidationPrice(account, market);
          if (price === undefined) continue;
          found++;
          expect(price > 0n).toBe(true);
          expect(shortAt(account, market, price)).toBe(true);
          expect(shortAt(account, market, price + 1n)).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
    expect(found).toBeGreaterThan(20); // the arbitraries do reach accounts with a liquidation price
  });
});
