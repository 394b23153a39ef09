/**
 * Decimals of a swap's tokens. The swap history keeps amounts in the token's smallest unit but not its
 * decimals: Bitcoin (on-chain or Lightning) counts satoshis (8), BRZ has 4, and every other Rootstock token
 * the app swaps (rBTC, DOC, RIF, BPRO, USDRIF, USDT...) has 18.
 */
import { BRZ_DECIMALS } from "../format/brz-market";
import { DEFAULT_DECIMALS } from "../fixed-point/fixed";
import { displaySymbol, isLightningSymbol } from "../format/token-symbols";

export const BITCOIN_DECIMALS = 8;

/** True for Bitcoin itself (BTC, a Lightning BTC), not its Rootstock forms (RBTC, WRBTC). */
export function isBitcoinSymbol(symbol: string): boolean {
  return displaySymbol(symbol) === "BTC" || isLightningSymbol(symbol);
}

export function swapTokenDecimals(symbol: string): number {
  if (isBitcoinSymbol(symbol)) return BITCOIN_DECIMALS;
  if (displaySymbol(symbol) === "BRZ") return BRZ_DECIMALS;
  return DEFAULT_DECIMALS;
}
