import { describe, expect, it } from "vitest";
import { EXP } from "../fixed-point/index";
import { marketSize, marketsTotalUsd } from "./market-size";

const E = (whole: bigint) => whole * EXP;

describe("marketSize", () => {
  it("values the deposits at the exchange rate and both sides at the oracle price", () => {
    // 1,000,000 cTokens at 0.02 DOC each = 20,000 DOC; 5,000 DOC borrowed; DOC at 1 USD.
    const size = marketSize({
      totalSupply: E(1_000_000n),
      exchangeRate: (2n * EXP) / 100n,
      totalBorrows: E(5_000n),
      underlyingPrice: EXP,
    });
    expect(size).toEqual({ deposits: E(20_000n), borrows: E(5_000n), depositsUsd: E(20_000n), borrowsUsd: E(5_000n) });
  });

  it("uses the oracle's scale for tokens with fewer decimals (8 decimals: price × 1e10)", () => {
    // 3 tokens of 8 decimals at 95,000 USD: the price mantissa is 95,000 × 1e28.
    const size = marketSize({
      totalSupply: 300_000_000n * EXP,
      exchangeRate: 1n,
      totalBorrows: 100_000_000n,
      underlyingPrice: 95_000n * 10n ** 28n,
    });
    expect(size.deposits).toBe(300_000_000n);
    expect(size.depositsUsd).toBe(E(285_000n));
    expect(size.borrowsUsd).toBe(E(95_000n));
  });

  it("truncates like the contracts", () => {
    const size = marketSize({ totalSupply: 3n, exchangeRate: EXP / 2n, totalBorrows: 1n, underlyingPrice: EXP / 3n });
    expect(size.deposits).toBe(1n); // 1.5 truncated
    expect(size.depositsUsd).toBe(0n);
  });
});

describe("marketsTotalUsd", () => {
  it("sums each market's USD values", () => {
    const doc = { totalSupply: E(100n), exchangeRate: EXP, totalBorrows: E(40n), underlyingPrice: EXP };
    const rbtc = { totalSupply: E(2n), exchangeRate: EXP, totalBorrows: E(1n), underlyingPrice: E(90_000n) };
    expect(marketsTotalUsd([doc, rbtc])).toEqual({ depositsUsd: E(180_100n), borrowsUsd: E(90_040n) });
    expect(marketsTotalUsd([])).toEqual({ depositsUsd: 0n, borrowsUsd: 0n });
  });
});
