import { describe, expect, it } from "vitest";
import { swapLimits } from "./swap-slippage";

const ONE_PERCENT = 10n ** 16n;

describe("swapLimits", () => {
  it("exact in: floors the minimum received, sells exactly the amount in", () => {
    expect(swapLimits({ isExactIn: true, amountIn: 1000n, amountOut: 999n, slippage: ONE_PERCENT })).toEqual({
      minimumReceived: 989n, // 989.01 floored
      maximumSold: 1000n,
    });
  });

  it("exact out: ceils the maximum sold, receives exactly the amount out", () => {
    expect(swapLimits({ isExactIn: false, amountIn: 1001n, amountOut: 500n, slippage: ONE_PERCENT })).toEqual({
      minimumReceived: 500n,
      maximumSold: 1012n, // 1011.01 ceiled
    });
  });

  it("takes no slippage as the quote itself, and refuses a tolerance above 100 %", () => {
    expect(swapLimits({ isExactIn: true, amountIn: 7n, amountOut: 5n, slippage: 0n }).minimumReceived).toBe(5n);
    expect(() => swapLimits({ isExactIn: true, amountIn: 1n, amountOut: 1n, slippage: 10n ** 18n + 1n })).toThrow(
      RangeError,
    );
  });
});
