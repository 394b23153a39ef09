import { NATIVE_TOKEN_ADDRESS, SWAP_TOKEN_SYMBOLS, sameAddress } from "@ceiba/core";
import type { Address } from "viem";
import { findPosition, type LendingSnapshot } from "../../lending/data/lending-snapshot";

/** A token the swap screen offers. */
export interface SwapToken {
  symbol: string;
  /** Its address in a quote request: native RBTC is core's NATIVE_TOKEN_ADDRESS, lowercased. */
  address: Address;
  decimals: number;
  native: boolean;
  /** USD per whole token (1e18) from its market's oracle; 0 when unknown. */
  price: bigint;
  /** The connected wallet's balance (smallest unit); undefined without a wallet. */
  balance: bigint | undefined;
}

const NATIVE = NATIVE_TOKEN_ADDRESS.toLowerCase() as Address;

/**
 * The swap tokens (core SWAP_TOKEN_SYMBOLS) the chain's protocol knows: rBTC, and each token that is a listed
 * market's underlying (its address, decimals and price read with the markets, its wallet balance with the
 * account's positions: no read of its own). A token without a market on the chain is not offered.
 */
export function swapTokens(snapshot: LendingSnapshot): SwapToken[] {
  const tokens: SwapToken[] = [];
  for (const symbol of SWAP_TOKEN_SYMBOLS) {
    const market =
      symbol === "RBTC"
        ? (snapshot.markets.find((m) => m.kind === "native") ?? snapshot.markets.find((m) => m.native))
        : snapshot.markets.find((m) => !m.native && m.underlyingSymbol === symbol);
    if (!market) continue;
    const position = snapshot.account ? findPosition(snapshot, market.market) : undefined;
    tokens.push({
      symbol,
      address: market.native ? NATIVE : (market.underlying.toLowerCase() as Address),
      decimals: market.native ? 18 : market.underlyingDecimals,
      native: market.native,
      price: market.underlyingPrice,
      balance: snapshot.account ? (position?.walletBalance ?? 0n) : undefined,
    });
  }
  return tokens;
}

export const findSwapToken = (tokens: readonly SwapToken[], symbol: string): SwapToken | undefined =>
  tokens.find((t) => t.symbol === symbol);

export const tokenByAddress = (tokens: readonly SwapToken[], address: string): SwapToken | undefined =>
  tokens.find((t) => sameAddress(t.address, address));
