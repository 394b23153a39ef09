import { describe, expect, it } from "vitest";
import { executionPrice, lpFeeRate, priceImpact, type HopPrice } from "./route-economics";

const Q96 = 2n ** 96n;
const LOW = "0x0000000000000000000000000000000000000001";
const HIGH = "0x0000000000000000000000000000000000000002";
/** A pool at price 4 (token1 per token0): √4 = 2. */
const hop = (tokenIn: `0x${string}`, tokenOut: `0x${string}`, fee = 3000): HopPrice => ({
  tokenIn,
  tokenOut,
  fee,
  sqrtPriceX96: 2n * Q96,
});

describe("route economics", () => {
  it("compounds the LP fee over the hops", () => {
    expect(lpFeeRate([3000])).toBe(3n * 10n ** 15n);
    expect(lpFeeRate([3000, 500])).toBe(10n ** 18n - (997_000n * 999_500n * 10n ** 18n) / 10n ** 12n);
  });

  it("reads no impact for a trade at the mid price after fees, and the shortfall otherwise, either direction", () => {
    // Selling 1000 token0 at 4 less 0.3 % would give 3988: exactly that is 0 impact, 10 % less is 10 %.
    expect(priceImpact([hop(LOW, HIGH)], 1000n, 3988n)).toBe(0n);
    expect(priceImpact([hop(LOW, HIGH)], 1000n, 3589n)).toBe(10n ** 18n - (3589n * 10n ** 18n) / 3988n); // ~10 %
    // Selling token1: the price is 1/4.
    expect(priceImpact([hop(HIGH, LOW, 0)], 4000n, 1000n)).toBe(0n);
    expect(priceImpact([hop(HIGH, LOW, 0)], 4000n, 950n)).toBe(5n * 10n ** 16n);
    // A better price than the mid (rounding) is no impact.
    expect(priceImpact([hop(LOW, HIGH, 0)], 1000n, 4001n)).toBe(0n);
  });

  it("gives the price in whole tokens whatever the decimals", () => {
    expect(
      executionPrice({ amountIn: 2n * 10n ** 18n, amountOut: 3n * 10n ** 6n, decimalsIn: 18, decimalsOut: 6 }),
    ).toBe(15n * 10n ** 17n);
  });
});
