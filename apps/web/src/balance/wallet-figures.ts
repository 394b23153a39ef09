import { sameAddress, usdValue } from "@ceiba/core";
import type { Address } from "viem";
import type { LendingSnapshot } from "../lending/data/lending-snapshot";
import { walletBalancesFromSnapshot } from "../lending/data/wallet-balances";

/** One asset of the wallet tab: rBTC or a market's underlying token. */
export interface WalletRow {
  /** undefined for the native coin. */
  token: Address | undefined;
  symbol: string;
  decimals: number;
  /** Base units. */
  balance: bigint;
  /** USD (1e18) at the oracle price of the asset's first market. */
  usd: bigint;
}

/**
 * The wallet tab's rows: the balances the Lens returned with the positions (Position.walletBalance, no call
 * of their own), valued at the markets' oracle prices; rBTC first, then the tokens in display order.
 */
export function walletRows(snapshot: LendingSnapshot): WalletRow[] {
  return walletBalancesFromSnapshot(snapshot).assets.map((asset) => {
    const market = snapshot.allMarkets.find((m) => asset.markets.some((a) => sameAddress(a, m.market)));
    return {
      token: asset.token,
      symbol: asset.symbol,
      decimals: asset.decimals,
      balance: asset.balance,
      usd: market ? usdValue(asset.balance, market.underlyingPrice) : 0n,
    };
  });
}
