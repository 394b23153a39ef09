import { describe, expect, it } from "vitest";
import { zeroAddress } from "viem";
import { READ_FAILURE } from "@ceiba/core";
import {
  ACCOUNT,
  E,
  LOCAL,
  must,
  kBPRO,
  kDOC,
  kRBTC,
  kSAT,
  kUSDRIF,
  krDOC,
  market,
  position,
  snapshot,
} from "../test-snapshot";
import { findLendingMarket, findPosition, nativeCoinPrice, toLendingSnapshot } from "./lending-snapshot";

const unknownMarket = "0x00000000000000000000000000000000000000ff";

describe("toLendingSnapshot", () => {
  const raw = snapshot({
    markets: [
      market("krDOC"),
      market("kBPRO"),
      market("kRBTC"),
      market("kSAT"),
      market("kUSDRIF"),
      market("kDOC"),
      { ...market("kDOC"), market: unknownMarket, symbol: "kXYZ" },
      market("kRIF", { isListed: false }),
    ],
  });

  it("lists known, listed markets in the spec's display order, krDOC last", () => {
    const view = toLendingSnapshot(raw, 1337, LOCAL, 5);
    expect(view.markets.map((m) => m.market)).toEqual([kDOC, kUSDRIF, kRBTC, kSAT, kBPRO, krDOC]);
    expect(view.allMarkets).toHaveLength(8);
    expect(view.readAtMs).toBe(5);
  });

  it("shows a market whose figures could not be read as unavailable, named from the deployment, and keeps an unpriced one", () => {
    const odd = snapshot({
      markets: [
        market("kDOC"),
        // What the Lens returns for a market it could not read: its address and the failure, no figures.
        {
          ...market("kUSDRIF"),
          symbol: "",
          underlyingSymbol: "",
          underlying: zeroAddress,
          readFailures: READ_FAILURE.market,
        },
        market("kBPRO", { underlyingPrice: 0n, readFailures: READ_FAILURE.price }),
        market("kRBTC", { readFailures: READ_FAILURE.listing, isListed: false }),
      ],
    });
    const view = toLendingSnapshot(odd, 1337, LOCAL, 0);
    expect(view.markets.map((m) => m.market)).toEqual([kDOC, kBPRO]);
    expect(view.unavailable.map((m) => [m.market, m.symbol, m.underlyingSymbol, m.native])).toEqual([
      [kUSDRIF, "kUSDRIF", "USDRIF", false],
      [kRBTC, "kRBTC", "RBTC", false],
    ]);
  });

  it("leaves deprecated markets out of the list but keeps them (and their positions) reachable", () => {
    const deployment = {
      markets: { ...LOCAL.markets, kSAT: { ...must(LOCAL.markets.kSAT, "kSAT"), deprecated: true } },
    };
    const view = toLendingSnapshot(raw, 1337, deployment, 0);
    expect(view.markets.map((m) => m.market)).not.toContain(kSAT);
    expect(findLendingMarket(view, kSAT.toUpperCase().replace("0X", "0x"))).toMatchObject({
      deprecated: true,
      kind: "micro",
      native: true,
    });
    expect(findPosition(view, kSAT)).toBeDefined();
  });

  it("takes each market's kind from the deployment and infers it for unknown markets", () => {
    const view = toLendingSnapshot(raw, 1337, LOCAL, 0);
    expect(findLendingMarket(view, kRBTC)).toMatchObject({ kind: "native", native: true, known: true });
    expect(findLendingMarket(view, kDOC)).toMatchObject({ kind: "erc20", native: false });
    expect(findLendingMarket(view, unknownMarket)).toMatchObject({ kind: "erc20", known: false });
  });

  it("has the account's liquidity with an account, and no positions without", () => {
    const withAccount = toLendingSnapshot(snapshot({ liquidity: E("7") }), 1337, LOCAL, 0);
    expect(withAccount.account).toEqual({ address: ACCOUNT, liquidity: E("7"), shortfall: 0n, liquidityKnown: true });
    const marketsOnly = toLendingSnapshot(snapshot({ account: zeroAddress }), 1337, LOCAL, 0);
    expect(marketsOnly.account).toBeUndefined();
    expect(marketsOnly.positions).toEqual([]);
  });
});

describe("nativeCoinPrice", () => {
  it("is the standard native market's price", () => {
    const view = toLendingSnapshot(
      snapshot({ markets: [market("kDOC"), market("kSAT", { underlyingPrice: 1n }), market("kRBTC")] }),
      1337,
      LOCAL,
      0,
    );
    expect(nativeCoinPrice(view)).toBe(E("95000"));
  });

  it("is undefined without a native market or a price", () => {
    const view = (markets: ReturnType<typeof market>[]) =>
      toLendingSnapshot(snapshot({ markets, positions: [position(kDOC)] }), 1337, LOCAL, 0);
    expect(nativeCoinPrice(view([market("kDOC")]))).toBeUndefined();
    expect(nativeCoinPrice(view([market("kRBTC", { underlyingPrice: 0n })]))).toBeUndefined();
  });
});
