import { describe, expect, it } from "vitest";
import { isBitcoinSymbol, swapTokenDecimals } from "./swap-token-decimals";

describe("swapTokenDecimals", () => {
  it("counts Bitcoin and Lightning Bitcoin in satoshis", () => {
    expect(swapTokenDecimals("BTC")).toBe(8);
    expect(swapTokenDecimals("LN-BTC")).toBe(8);
    expect(swapTokenDecimals("lnBTC")).toBe(8);
  });

  it("gives BRZ 4 decimals and the Rootstock tokens 18", () => {
    expect(swapTokenDecimals("BRZ")).toBe(4);
    for (const symbol of ["RBTC", "tRBTC", "WRBTC", "DOC", "RIF", "BPRO", "USDRIF", "USDT"]) {
      expect(swapTokenDecimals(symbol), symbol).toBe(18);
    }
  });

  it("tells Bitcoin from its Rootstock forms", () => {
    expect(isBitcoinSymbol("btc")).toBe(true);
    expect(isBitcoinSymbol("RBTC")).toBe(false);
  });
});
