import { describe, expect, it } from "vitest";
import { orderMarketsForDisplay, type DisplayOrderMarket } from "./market-display-order";

const m = (symbol: string, underlyingSymbol: string, deprecated = false): DisplayOrderMarket => ({
  symbol,
  underlyingSymbol,
  deprecated,
});
const symbols = (list: readonly DisplayOrderMarket[]) => orderMarketsForDisplay(list).map((x) => x.symbol);

describe("orderMarketsForDisplay", () => {
  it("lists DOC, USDRIF, RBTC, BPRO first, whatever order the deployment gives", () => {
    expect(symbols([m("kBPRO", "BPRO"), m("kRBTC", "RBTC"), m("kUSDRIF", "USDRIF"), m("kDOC", "DOC")])).toEqual([
      "kDOC",
      "kUSDRIF",
      "kRBTC",
      "kBPRO",
    ]);
  });

  it("keeps the given order among markets of one underlying and for markets the order does not name", () => {
    expect(
      symbols([m("kRIF", "RIF"), m("kRBTC", "RBTC"), m("kUSDT", "USDT"), m("kSAT", "RBTC"), m("kDOC", "DOC")]),
    ).toEqual(["kDOC", "kRBTC", "kSAT", "kRIF", "kUSDT"]);
  });

  it("puts krDOC last and leaves deprecated markets out", () => {
    expect(
      symbols([
        m("krDOC", "rDOC"),
        m("kUSDT", "USDT", true),
        m("kRIF", "RIF"),
        m("kDOC", "DOC"),
        m("kSAT", "RBTC", true),
      ]),
    ).toEqual(["kDOC", "kRIF", "krDOC"]);
  });

  it("ranks the native coin's other names as RBTC and compares symbols case-insensitively", () => {
    expect(symbols([m("kBPRO", "bpro"), m("kRBTC", "tRBTC"), m("KRDOC", "RDOC"), m("kDOC", " doc ")])).toEqual([
      "kDOC",
      "kRBTC",
      "kBPRO",
      "KRDOC",
    ]);
  });

  it("does not change its input", () => {
    const list = [m("kBPRO", "BPRO"), m("kDOC", "DOC")];
    orderMarketsForDisplay(list);
    expect(list.map((x) => x.symbol)).toEqual(["kBPRO", "kDOC"]);
  });
});
