import { describe, expect, it } from "vitest";
import { EXP } from "../fixed-point/index";
import { validateSwap, type SwapValidationInput } from "./validate-swap";

const PRICE = 95_000n * EXP;
const KEEP = 21_052_631_578_948n; // 2 USD of rBTC at 95,000
const base: SwapValidationInput = {
  amount: 10n * EXP,
  fromToken: "0xDOC",
  toToken: "0xRIF",
  balance: 100n * EXP,
  fromNative: false,
};

describe("validateSwap", () => {
  it("accepts a swap within every rule", () => {
    expect(validateSwap(base)).toEqual({ ok: true });
    expect(
      validateSwap({ ...base, rbtcBalance: EXP, rbtcPrice: PRICE, quotedOut: 5n, priceImpact: EXP / 100n }),
    ).toEqual({ ok: true });
  });

  it("1. refuses the same token on both sides", () => {
    expect(validateSwap({ ...base, toToken: "0xdoc", amount: 0n })).toEqual({
      ok: false,
      reason: "invalidAmount",
      rule: "sameMarket",
    });
  });

  it("2. refuses a non-positive amount", () => {
    expect(validateSwap({ ...base, amount: 0n })).toMatchObject({ rule: "nonPositiveAmount" });
  });

  it("3. refuses more than the balance (with the fee for rBTC)", () => {
    expect(validateSwap({ ...base, amount: 100n * EXP + 1n })).toMatchObject({
      reason: "insufficientFunds",
      rule: "exceedsBalance",
    });
    expect(validateSwap({ ...base, fromNative: true, balance: EXP, amount: EXP, estimatedFee: 1n })).toMatchObject({
      rule: "exceedsBalance",
      limit: EXP - 1n,
    });
  });

  it("4. refuses leaving less than 2 USD of rBTC for fees", () => {
    const native = { ...base, fromNative: true, balance: EXP, rbtcPrice: PRICE, estimatedFee: 10n };
    expect(validateSwap({ ...native, amount: EXP - 10n - KEEP })).toEqual({ ok: true });
    expect(validateSwap({ ...native, amount: EXP - 10n - KEEP + 1n })).toEqual({
      ok: false,
      reason: "insufficientFunds",
      rule: "lowRbtcBalance",
      limit: EXP - 10n - KEEP,
    });
    expect(validateSwap({ ...base, rbtcBalance: KEEP - 1n, rbtcPrice: PRICE })).toMatchObject({
      rule: "lowRbtcBalance",
    });
    expect(validateSwap({ ...base, rbtcPrice: PRICE })).toEqual({ ok: true }); // rBTC balance unknown: skipped
  });

  it("without a wallet (no balance) skips the funds rules and keeps the others", () => {
    const quoteOnly = { ...base, balance: undefined, amount: 10n ** 30n, rbtcBalance: 0n, rbtcPrice: PRICE };
    expect(validateSwap(quoteOnly)).toEqual({ ok: true });
    expect(validateSwap({ ...quoteOnly, quotedOut: 0n })).toMatchObject({ rule: "noPoolLiquidity" });
    expect(validateSwap({ ...quoteOnly, toToken: "0xdoc" })).toMatchObject({ rule: "sameMarket" });
  });

  it("5. refuses a pool without liquidity", () => {
    expect(validateSwap({ ...base, quotedOut: 0n })).toEqual({
      ok: false,
      reason: "lackOfLiquidity",
      rule: "noPoolLiquidity",
    });
  });

  it("6. refuses a price impact above 5% unless confirmed", () => {
    const impact = { ...base, priceImpact: 5n * 10n ** 16n + 1n };
    expect(validateSwap(impact)).toEqual({
      ok: false,
      reason: "lackOfLiquidity",
      rule: "priceImpactTooHigh",
      limit: 5n * 10n ** 16n,
    });
    expect(validateSwap({ ...impact, priceImpactConfirmed: true })).toEqual({ ok: true });
    expect(validateSwap({ ...base, priceImpact: 5n * 10n ** 16n })).toEqual({ ok: true });
    expect(validateSwap({ ...base, priceImpact: 2n * 10n ** 16n, maxPriceImpact: 10n ** 16n })).toMatchObject({
      rule: "priceImpactTooHigh",
    });
  });
});
