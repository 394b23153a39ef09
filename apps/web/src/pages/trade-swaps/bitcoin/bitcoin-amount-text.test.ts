import { describe, expect, it } from "vitest";
import { bitcoinAmountText, rbtcAmountText } from "./bitcoin-amount-text";

describe("rbtcAmountText", () => {
  it("writes RBTC by core's rule for RBTC: up to 6 decimals, truncated (lending-engine §5)", () => {
    expect(rbtcAmountText(49_575n, "es")).toBe("0,000495 RBTC");
    expect(rbtcAmountText(49_575n, "en")).toBe("0.000495 RBTC");
    expect(rbtcAmountText(150_000_000n, "pt")).toBe("1,5 RBTC");
  });

  it("shows an amount below 1e-6 whole, and nothing as 0", () => {
    expect(rbtcAmountText(99n, "es")).toBe("0,00000099 RBTC");
    expect(rbtcAmountText(0n, "es")).toBe("0 RBTC");
  });

  it("leaves BTC amounts at their 8 decimals (sats are the BTC unit's precision)", () => {
    expect(bitcoinAmountText(49_575n, "btc", "es")).toBe("0,00049575 BTC");
  });
});
