import { sameAddress } from "@ceiba/core";
import { zeroAddress, type Address } from "viem";
import { findPosition, type LendingSnapshot } from "./lending-snapshot";

/** One asset in the wallet: the native coin (token undefined) or a market's underlying token. */
export interface WalletAsset {
  /** The token's address; undefined for the native coin. */
  token: Address | undefined;
  symbol: string;
  decimals: number;
  /** Base units. */
  balance: bigint;
  /** The markets whose underlying it is (kRBTC and kSAT share rBTC). */
  markets: Address[];
}

export interface WalletBalances {
  /** rBTC in the wallet (wei); undefined when the snapshot has no native market to read it from. */
  native: bigint | undefined;
  /** Every distinct asset, the native coin first, then tokens in the markets' display order. */
  assets: WalletAsset[];
}

/**
 * The wallet balances the Lens returned with the positions (Position.walletBalance: the native balance for
 * native markets, the underlying token's balanceOf otherwise): no extra call. Deprecated markets count, as
 * their tokens are still in the wallet.
 */
export function walletBalancesFromSnapshot(snapshot: LendingSnapshot): WalletBalances {
  if (snapshot.account === undefined) return { native: undefined, assets: [] };
  const ordered = [
    ...snapshot.markets,
    ...snapshot.allMarkets.filter((m) => !snapshot.markets.some((listed) => sameAddress(listed.market, m.market))),
  ];
  const assets: WalletAsset[] = [];
  for (const market of ordered) {
    const position = findPosition(snapshot, market.market);
    if (!position) continue;
    const token = market.native ? undefined : market.underlying;
    const existing = assets.find((a) => (token === undefined ? a.token === undefined : sameAddress(a.token, token)));
    if (existing) {
      existing.markets.push(market.market);
      continue;
    }
    assets.push({
      token,
      symbol: market.native ? market.underlyingSymbol || "RBTC" : market.underlyingSymbol,
      decimals: market.native ? 18 : market.underlyingDecimals,
      balance: position.walletBalance,
      markets: [market.market],
    });
  }
  assets.sort((a, b) => Number(a.token !== undefined) - Number(b.token !== undefined));
  const native = assets.find((a) => a.token === undefined)?.balance;
  return { native, assets };
}

/** The wallet balance of a market's underlying (what a deposit or repay can spend), 0 when unknown. */
export function walletBalanceOf(snapshot: LendingSnapshot, market: Address): bigint {
  return findPosition(snapshot, market)?.walletBalance ?? 0n;
}

/** Is `token` the native coin (how a send request names rBTC)? */
export function isNativeToken(token: Address | undefined): boolean {
  return token === undefined || token === zeroAddress;
}
