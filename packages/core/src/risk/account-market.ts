/**
 * One market with an account's position in it: the figures Comptroller._liquidity reads, under the
 * names of CeibaLens.MarketData and CeibaLens.Position so the Lens' structs can be passed as they are.
 */

export interface AccountMarket {
  /** The market (cToken) address. */
  market: string;
  collateralFactorMantissa: bigint;
  exchangeRateStored: bigint;
  /** Oracle price (getUnderlyingPrice): USD value (1e18) = amount × price / 1e18. */
  underlyingPrice: bigint;
  /** Market tokens held. */
  tokens: bigint;
  /** Debt in underlying units (borrowBalanceStored). */
  borrowBalance: bigint;
  /** The account entered the market: only entered markets count in its liquidity. */
  entered: boolean;
}

/** The market figures of CeibaLens.MarketData that AccountMarket needs. */
export type AccountMarketFigures = Pick<
  AccountMarket,
  "market" | "collateralFactorMantissa" | "exchangeRateStored" | "underlyingPrice"
>;
/** The position figures of CeibaLens.Position that AccountMarket needs. */
export type AccountPositionFigures = Pick<AccountMarket, "market" | "tokens" | "borrowBalance" | "entered">;

/** Market addresses compare lowercased (Rootstock's EIP-1191 checksums differ from Ethereum's). */
export function isSameMarket(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** The entry of `market` in an account, if any. */
export function findMarket<T extends { market: string }>(entries: readonly T[], market: string): T | undefined {
  return entries.find((entry) => isSameMarket(entry.market, market));
}

/**
 * Joins the Lens' markets and an account's positions by market address; a market without a position
 * is an empty, not entered one.
 */
export function joinAccountMarkets(
  markets: readonly AccountMarketFigures[],
  positions: readonly AccountPositionFigures[],
): AccountMarket[] {
  return markets.map((m) => {
    const p = findMarket(positions, m.market);
    return {
      market: m.market,
      collateralFactorMantissa: m.collateralFactorMantissa,
      exchangeRateStored: m.exchangeRateStored,
      underlyingPrice: m.underlyingPrice,
      tokens: p?.tokens ?? 0n,
      borrowBalance: p?.borrowBalance ?? 0n,
      entered: p?.entered ?? false,
    };
  });
}
