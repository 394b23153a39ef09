import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EXP } from "../fixed-point/index";
import { accountLiquidity } from "./account-liquidity";
import type { AccountMarket } from "./account-market";
import { liquidationPrice, underlyingLiquidationPrice } from "./liquidation-price";
import { DOC_DEBT, RBTC_SUPPLY, arbAnyAccountAndMarket, arbIndebtedAccountAndMarket } from "./test-accounts";

const RBTC = RBTC_SUPPLY;
const DOC = DOC_DEBT;

const shortAt = (account: AccountMarket[], market: string, price: bigint) => shortAtAll(account, [market], price);

/** Is the account short with every market of `markets` priced at `price`? */
const shortAtAll = (account: AccountMarket[], markets: readonly string[], price: bigint) =>
  (accountLiquidity(
    account.map((m) =>
      markets.some((market) => market.toLowerCase() === m.market.toLowerCase()) ? { ...m, underlyingPrice: price } : m,
    ),
  )?.shortfall ?? 0n) > 0n;

/** Half of RBTC_SUPPLY (0.5 RBTC) in the standard market and half in the micro market (kSAT's). */
const RBTC_HALF = { ...RBTC, tokens: 25n * EXP };
const SAT_HALF = { ...RBTC, market: "0xSAT", tokens: 25n * EXP };

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

describe("underlyingLiquidationPrice", () => {
  it("counts every market of the underlying together: 0.5 + 0.5 RBTC liquidate as 1 RBTC does", () => {
    const account = [RBTC_HALF, SAT_HALF, DOC];
    const price = underlyingLiquidationPrice(account, ["0xRBTC", "0xsat"]);
    expect(price).toBe(liquidationPrice([RBTC, DOC], "0xRBTC"));
    expect(price).toBe(16_666_666_666_666_666_666_666n);
    expect(shortAtAll(account, ["0xRBTC", "0xSAT"], 16_666_666_666_666_666_666_666n)).toBe(true);
    expect(shortAtAll(account, ["0xRBTC", "0xSAT"], 16_666_666_666_666_666_666_667n)).toBe(false);
  });

  it("is what one market's price alone misses: the other half of the asset covers the debt", () => {
    // 0.5 RBTC × 95,000 × 0.6 = 28,500 USD of power in kSAT alone covers 10,000 DOC at any kRBTC price.
    expect(liquidationPrice([RBTC_HALF, SAT_HALF, DOC], "0xRBTC")).toBeUndefined();
    expect(underlyingLiquidationPrice([RBTC_HALF, SAT_HALF, DOC], ["0xRBTC", "0xSAT"])).toBeDefined();
  });

  it("counts a market of the asset that holds no collateral (its debt moves with the price)", () => {
    // 1 RBTC of collateral, 0.1 RBTC owed in kSAT and 10,000 DOC: at p, 0.6 p < 0.1 p + 10,000 ⇔ p < 20,000.
    const account = [RBTC, { ...SAT_HALF, tokens: 0n, borrowBalance: EXP / 10n }, DOC];
    const price = underlyingLiquidationPrice(account, ["0xRBTC", "0xSAT"]) ?? 0n;
    expect(price / EXP).toBe(20_000n); // 20,000 USD and a few wei: the contract truncates each product
    expect(shortAtAll(account, ["0xRBTC", "0xSAT"], price)).toBe(true);
    expect(shortAtAll(account, ["0xRBTC", "0xSAT"], price + 1n)).toBe(false);
    // Repricing kRBTC alone keeps the kSAT debt at 9,500 USD: 0.6 p < 19,500 ⇔ p < 32,500 (a wei under it).
    expect((liquidationPrice(account, "0xRBTC") ?? 0n) / EXP).toBe(32_499n);
  });

  it("is the one-market liquidation price for a single market", () => {
    fc.assert(
      fc.property(arbAnyAccountAndMarket, ([account, index]) => {
        const market = account[index]?.market ?? "";
        expect(underlyingLiquidationPrice(account, [market])).toBe(liquidationPrice(account, market));
      }),
      { numRuns: 100 },
    );
  });

  it("is undefined without an entered collateral among the markets, or without markets", () => {
    expect(
      underlyingLiquidationPrice(
        [{ ...RBTC_HALF, entered: false }, { ...SAT_HALF, tokens: 0n }, DOC],
        ["0xRBTC", "0xSAT"],
      ),
    ).toBeUndefined();
    expect(underlyingLiquidationPrice([RBTC, DOC], [])).toBeUndefined();
  });

  it("prices a draft loan", () => {
    const price = underlyingLiquidationPrice(
      [RBTC_HALF, SAT_HALF, { ...DOC, borrowBalance: 0n }],
      ["0xRBTC", "0xSAT"],
      {
        whatIf: { market: "0xDOC", borrowAmount: 10_000n * EXP },
      },
    );
    expect(price).toBe(16_666_666_666_666_666_666_666n);
  });

  it("marks where the shortfall begins with all the markets repriced together", () => {
    let found = 0;
    fc.assert(
      fc.property(
        arbIndebtedAccountAndMarket,
        fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
        ([account], picks) => {
          const markets = [...new Set(picks.map((pick) => account[pick % account.length]?.market ?? ""))];
          const price = underlyingLiquidationPrice(account, markets);
          if (price === undefined) return;
          found++;
          expect(price > 0n).toBe(true);
          expect(shortAtAll(account, markets, price)).toBe(true);
          expect(shortAtAll(account, markets, price + 1n)).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
    expect(found).toBeGreaterThan(10); // the arbitraries do reach accounts with a liquidation price
  });
});
