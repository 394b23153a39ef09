import { describe, expect, it } from "vitest";
import { EXP } from "../fixed-point/index";
import { validateSwap } from "../validation/validate-swap";
import { maxSwapAmount, swapRbtcReserve } from "./max-swap";

const PRICE = 95_000n * EXP;
const KEEP = 21_052_631_578_948n; // 2 USD of rBTC at 95,000, rounded up

describe("maxSwapAmount", () => {
  it("sells a token's whole balance", () => {
    expect(maxSwapAmount({ balance: 7n * EXP, fromNative: false, rbtcPrice: PRICE, estimatedFee: 10n })).toBe(7n * EXP);
  });

  it("keeps the fee and 2 USD of rBTC back when selling rBTC, and validateSwap accepts exactly that", () => {
    expect(swapRbtcReserve(PRICE)).toBe(KEEP);
    const input = { balance: EXP, fromNative: true, rbtcPrice: PRICE, estimatedFee: 1_000n };
    const max = maxSwapAmount(input);
    expect(max).toBe(EXP - 1_000n - KEEP);
    const swap = { ...input, fromToken: "rbtc", toToken: "doc" };
    expect(validateSwap({ ...swap, amount: max })).toEqual({ ok: true });
    expect(validateSwap({ ...swap, amount: max + 1n })).toMatchObject({ rule: "lowRbtcBalance" });
  });

  it("is 0 when the balance does not cover the fee and the reserve; without a price only the fee is kept", () => {
    expect(maxSwapAmount({ balance: KEEP, fromNative: true, rbtcPrice: PRICE, estimatedFee: 1n })).toBe(0n);
    expect(maxSwapAmount({ balance: 100n, fromNative: true, estimatedFee: 1n })).toBe(99n);
    expect(swapRbtcReserve(undefined)).toBeUndefined();
  });
});
