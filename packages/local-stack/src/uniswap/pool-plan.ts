/**
 * The local Uniswap v3 pools: the spec's swap pairs (lending-engine §2, /buy-crypto's pair lists less
 * rbtc-btc), RBTC being the wrapped RBTC the pools hold. Each pool is full range at the local oracle's prices,
 * with DEPTH_USD of each token: a swap of a few thousand USD then moves the price about 0.3 % a pool, one of
 * 100,000 USD about 9 % (above the 5 % the app refuses), so both sides of the price-impact rule can be shown.
 */
import { parseEther } from "viem";

export type PoolToken = "RBTC" | "DOC" | "USDRIF" | "BPRO" | "RIF";

export interface PoolSpec {
  a: PoolToken;
  b: PoolToken;
  /** Fee in hundredths of a basis point: 500 = 0.05 % (the stablecoin pair), 3000 = 0.3 %. */
  fee: 500 | 3000;
}

export const LOCAL_POOLS: readonly PoolSpec[] = [
  { a: "RBTC", b: "DOC", fee: 3000 },
  { a: "RBTC", b: "BPRO", fee: 3000 },
  { a: "RBTC", b: "RIF", fee: 3000 },
  { a: "RBTC", b: "USDRIF", fee: 3000 },
  { a: "DOC", b: "USDRIF", fee: 500 },
  { a: "DOC", b: "BPRO", fee: 3000 },
  { a: "DOC", b: "RIF", fee: 3000 },
  { a: "USDRIF", b: "RIF", fee: 3000 },
  { a: "USDRIF", b: "BPRO", fee: 3000 },
  { a: "BPRO", b: "RIF", fee: 3000 },
];

/** USD of each token in every pool (1e18). */
export const DEPTH_USD = parseEther("1000000");

/** How much of a token (18 decimals) is worth `usd` at `price` (both 1e18). */
export const tokensForUsd = (usd: bigint, price: bigint): bigint => (usd * 10n ** 18n) / price;
