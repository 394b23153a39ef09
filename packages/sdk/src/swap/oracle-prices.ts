/**
 * USD prices of the swap's tokens from the protocol's own oracle, as the app shows every other figure: the
 * Lens snapshot's underlying prices (1e18 USD per 1e18 smallest units; the native markets' for RBTC and its
 * wrapped form). A token no market lists has no price here (0: its USD value reads 0).
 */
import type { Address } from "viem";
import { EXP, isNativeToken } from "@ceiba/core";
import type { ProtocolSnapshot } from "../reads/snapshot";

const ZERO = "0x0000000000000000000000000000000000000000";

export interface TokenPrices {
  /** 1e18 USD per 1e18 smallest units; 0 when unknown. */
  priceOf(token: Address): bigint;
  usdValue(token: Address, amount: bigint): bigint;
}

export function tokenPrices(snapshot: ProtocolSnapshot | null, wrappedNative: Address | null): TokenPrices {
  const prices = new Map<string, bigint>();
  for (const market of snapshot?.markets ?? []) {
    if (market.underlyingPrice === 0n) continue;
    const key = market.underlying.toLowerCase() === ZERO ? "native" : market.underlying.toLowerCase();
    if (!prices.has(key)) prices.set(key, market.underlyingPrice);
  }
  const priceOf = (token: Address) => {
    const lower = token.toLowerCase();
    const native = isNativeToken(lower) || (wrappedNative !== null && lower === wrappedNative.toLowerCase());
    return prices.get(native ? "native" : lower) ?? 0n;
  };
  return { priceOf, usdValue: (token, amount) => (amount * priceOf(token)) / EXP };
}
