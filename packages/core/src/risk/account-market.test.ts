import { describe, expect, it } from "vitest";
import { findMarket, isSameMarket, joinAccountMarkets } from "./account-market";

describe("isSameMarket / findMarket", () => {
  it("compare addresses lowercased (EIP-1191 checksums differ by chain)", () => {
    expect(isSameMarket("0xAbCd", "0xabcd")).toBe(true);
    expect(isSameMarket("0xabcd", "0xabce")).toBe(false);
    expect(findMarket([{ market: "0xAA" }, { market: "0xbb" }], "0xBB")).toEqual({ market: "0xbb" });
    expect(findMarket([{ market: "0xAA" }], "0xcc")).toBeUndefined();
  });
});

describe("joinAccountMarkets", () => {
  const markets = [
    { market: "0xA1", collateralFactorMantissa: 1n, exchangeRateStored: 2n, underlyingPrice: 3n, cash: 99n },
    { market: "0xB2", collateralFactorMantissa: 4n, exchangeRateStored: 5n, underlyingPrice: 6n, cash: 99n },
  ];

  it("joins the Lens' markets and positions by address", () => {
    const positions = [
      { market: "0xb2", tokens: 7n, borrowBalance: 8n, entered: true, walletBalance: 1n },
      { market: "0xa1", tokens: 9n, borrowBalance: 0n, entered: false, walletBalance: 1n },
    ];
    expect(joinAccountMarkets(markets, positions)).toEqual([
      {
        market: "0xA1",
        collateralFactorMantissa: 1n,
        exchangeRateStored: 2n,
        underlyingPrice: 3n,
        tokens: 9n,
        borrowBalance: 0n,
        entered: false,
      },
      {
        market: "0xB2",
        collateralFactorMantissa: 4n,
        exchangeRateStored: 5n,
        underlyingPrice: 6n,
        tokens: 7n,
        borrowBalance: 8n,
        entered: true,
      },
    ]);
  });

  it("treats a market without a position as empty and not entered", () => {
    expect(joinAccountMarkets(markets, [])[1]).toMatchObject({ tokens: 0n, borrowBalance: 0n, entered: false });
  });
});
