import { describe, it, expect } from "vitest";
import { displaySymbol, isFourDecimalInterestSymbol, isLightningSymbol, isSixDecimalSymbol } from "./token-symbols";

describe("isSixDecimalSymbol", () => {
  it("covers the spec's symbols in any case", () => {
    for (const s of ["RBTC", "tRBTC", "TRBTC", "rBitcoin", "RBITCOIN", "BPRO", "RIF", "USDRIF", "CSAT", "TSAT"]) {
      expect(isSixDecimalSymbol(s), s).toBe(true);
    }
    expect(isSixDecimalSymbol("rbtc")).toBe(true);
    expect(isSixDecimalSymbol(" RBTC ")).toBe(true);
  });

  it("covers the other Bitcoin forms and lightning symbols", () => {
    for (const s of ["BTC", "WRBTC", "SAT", "LN-BTC", "BTC-LN", "lnBTC", "LNSAT", "Lightning BTC", "ln_btc"]) {
      expect(isSixDecimalSymbol(s), s).toBe(true);
    }
  });

  it("treats market symbols like their underlying", () => {
    expect(isSixDecimalSymbol("kRBTC")).toBe(true);
    expect(isSixDecimalSymbol("kSAT")).toBe(true);
    expect(isSixDecimalSymbol("kRIF")).toBe(true);
    expect(isSixDecimalSymbol("kDOC")).toBe(false);
  });

  it("leaves every other token to the 4-decimal rule", () => {
    for (const s of ["DOC", "rDOC", "XUSD", "USDT", "BRZ", "krDOC", "kUSDT", "KRBTC", "LNK", "LINK", "", "k"]) {
      expect(isSixDecimalSymbol(s), s).toBe(false);
    }
  });
});

describe("isLightningSymbol", () => {
  it("matches LN or LIGHTNING as a word, or an LN prefix glued to a Bitcoin symbol", () => {
    expect(isLightningSymbol("LN")).toBe(true);
    expect(isLightningSymbol("btc.ln")).toBe(true);
    expect(isLightningSymbol("LIGHTNING")).toBe(true);
    expect(isLightningSymbol("lnbtc")).toBe(true);
    expect(isLightningSymbol("LNDOC")).toBe(false);
    expect(isLightningSymbol("KILN")).toBe(false);
    expect(isLightningSymbol("RBTC")).toBe(false);
  });
});

describe("displaySymbol", () => {
  it("upper-cases, trims and strips a market's lower-case k before a known symbol", () => {
    expect(displaySymbol(" tRBTC ")).toBe("TRBTC");
    expect(displaySymbol("kRBTC")).toBe("RBTC");
    expect(displaySymbol("kDOC")).toBe("DOC");
    expect(displaySymbol("kUSDRIF")).toBe("USDRIF");
    expect(displaySymbol("KRBTC")).toBe("KRBTC");
    expect(displaySymbol("kUSDT")).toBe("KUSDT");
    expect(displaySymbol("k")).toBe("K");
  });
});

describe("isFourDecimalInterestSymbol", () => {
  it("is DOC, XUSD and USDRIF (and their markets) only", () => {
    for (const s of ["DOC", "XUSD", "USDRIF", "doc", "kDOC", "kXUSD", "kUSDRIF"]) {
      expect(isFourDecimalInterestSymbol(s), s).toBe(true);
    }
    for (const s of ["rDOC", "RBTC", "USDT", "BRZ", "BPRO", "RIF"])
      expect(isFourDecimalInterestSymbol(s), s).toBe(false);
  });
});
