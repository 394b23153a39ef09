/**
 * How much worse a path's execution price is than its pools' prices before the swap (the quote answer's
 * definition of price impact, so the stand-in's figure means what the uniswap route's does): the pools' spot
 * prices from slot0 give what `amountIn` would buy at them; the impact is the share of that the swap does not.
 */
import type { PublicClient } from "viem";
import { EXP } from "@ceiba/core";
import { poolAbi } from "./abis";
import type { Hop } from "./best-path";

/** sqrtPriceX96² is token1 per token0 scaled by 2^192. */
const Q192 = 2n ** 192n;

/** The impact as a 1e18 ratio (0 when the swap does at least as well as the spot prices). */
export async function priceImpact(client: PublicClient, hops: readonly Hop[], amountIn: bigint, amountOut: bigint) {
  const spots = await Promise.all(
    hops.map((hop) => client.readContract({ address: hop.pool, abi: poolAbi, functionName: "slot0" })),
  );
  let numerator = amountIn;
  let denominator = 1n;
  hops.forEach((hop, i) => {
    const squared = (spots[i]?.[0] ?? 0n) ** 2n;
    // A pool's token0 is the lower address: selling token0 buys token1 at the pool's price, else at its inverse.
    const sellsToken0 = BigInt(hop.tokenIn) < BigInt(hop.tokenOut);
    numerator *= sellsToken0 ? squared : Q192;
    denominator *= sellsToken0 ? Q192 : squared;
  });
  if (denominator === 0n) return 0n;
  const atSpot = numerator / denominator;
  return atSpot > amountOut ? ((atSpot - amountOut) * EXP) / atSpot : 0n;
}
