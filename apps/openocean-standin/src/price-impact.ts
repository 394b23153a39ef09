/**
 * A path's price impact as the uniswap quote reads it (@ceiba/sdk's `priceImpact`: the pools' prices before the
 * swap, fees left out), so that the two providers' figures, and the 5 % rule on them, mean the same thing.
 */
import type { PublicClient } from "viem";
import { priceImpact, v3PoolAbi } from "@ceiba/sdk";
import type { Hop } from "./best-path";

export async function pathImpact(client: PublicClient, hops: readonly Hop[], amountIn: bigint, amountOut: bigint) {
  const spots = await Promise.all(
    hops.map((hop) => client.readContract({ address: hop.pool, abi: v3PoolAbi, functionName: "slot0" })),
  );
  return priceImpact(
    hops.map((hop, i) => ({ ...hop, sqrtPriceX96: spots[i]?.[0] ?? 0n })),
    amountIn,
    amountOut,
  );
}
