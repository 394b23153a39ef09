import type { MarketKind } from "@ceiba/core";

/** What the per-market banners read of a market (CeibaLens.MarketData's pause flags, app-shell §3). */
export interface MarketPauseFlags {
  /** The market's symbol ("kDOC"), named in the banner. */
  symbol: string;
  kind: MarketKind;
  /** mint_paused_status. */
  mintPaused?: boolean;
  /** borrow_paused_status. */
  borrowPaused?: boolean;
}

/** Borrowing is paused: shown when borrow_paused_status is true, except for the native (CRBTC) market. */
export function showsBorrowPausedBanner(market: MarketPauseFlags): boolean {
  return market.borrowPaused === true && market.kind !== "native";
}

/** Deposits are paused: shown when mint_paused_status is true. */
export function showsDepositPausedBanner(market: MarketPauseFlags): boolean {
  return market.mintPaused === true;
}
