import { describe, expect, it } from "vitest";
import { toLendingSnapshot } from "../lending/data/lending-snapshot";
import { DOC_TOKEN, E, LOCAL, kDOC, kRBTC, kSAT, market, position, snapshot } from "../lending/test-snapshot";
import { walletRows } from "./wallet-figures";

describe("walletRows", () => {
  it("lists rBTC once, then each token, with the USD value at the market's price", () => {
    const view = toLendingSnapshot(
      snapshot({
        markets: [market("kDOC", { underlyingPrice: E("0.99") }), market("kRBTC"), market("kSAT")],
        positions: [
          position(kDOC, { walletBalance: E("12") }),
          position(kRBTC, { walletBalance: E("0.5") }),
          position(kSAT, { walletBalance: E("0.5") }),
        ],
      }),
      1337,
      LOCAL,
      0,
    );
    expect(walletRows(view)).toEqual([
      { token: undefined, symbol: "RBTC", decimals: 18, balance: E("0.5"), usd: E("47500") },
      { token: DOC_TOKEN, symbol: "DOC", decimals: 18, balance: E("12"), usd: E("11.88") },
    ]);
  });
});
