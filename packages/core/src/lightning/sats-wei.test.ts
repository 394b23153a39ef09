import { describe, expect, it } from "vitest";
import { satsToWei, weiToSats, weiToSatsFloor } from "./sats-wei";

describe("sats ⇄ wei", () => {
  it("is exact: 1 sat = 1e10 wei, 1e8 sat = 1e18 wei", () => {
    expect(satsToWei(1n)).toBe(10_000_000_000n);
    expect(satsToWei(100_000_000n)).toBe(10n ** 18n);
    expect(weiToSats(10n ** 18n)).toBe(100_000_000n);
    expect(weiToSats(satsToWei(123_456_789n))).toBe(123_456_789n);
  });

  it("refuses a fraction of a satoshi unless asked to floor it", () => {
    expect(weiToSats(10_000_000_001n)).toBeUndefined();
    expect(weiToSatsFloor(19_999_999_999n)).toBe(1n);
  });
});
