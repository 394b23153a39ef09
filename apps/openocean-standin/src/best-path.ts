/**
 * The stand-in's routing over the local Uniswap v3 pools: the candidate routes (direct at each fee tier, or
 * through the wrapped coin), each quoted by QuoterV2 in one multicall, and the one that gives the most out.
 * OpenOcean aggregates many DEXes; locally there is one, so this is its choice. The routes, paths and pool
 * addresses are the sdk's (@ceiba/sdk swap), as the uniswap quote builds them.
 */
import type { PublicClient } from "viem";
import type { HexAddress } from "@ceiba/core";
import type { UniswapDeployment } from "@ceiba/deployments";
import {
  candidateRoutes,
  encodeV3Path,
  multicallTarget,
  quoterV2Abi,
  routeHops,
  v3PoolAddress,
  type V3Route,
} from "@ceiba/sdk";

/** The local Uniswap record, with the router it trades on (the stand-in's "exchange") and the wrapped RBTC. */
export type StandinUniswap = UniswapDeployment & { swapRouter: HexAddress; wrappedNative: HexAddress };

export interface Hop {
  tokenIn: HexAddress;
  tokenOut: HexAddress;
  fee: number;
  pool: HexAddress;
}

export interface QuotedPath {
  route: V3Route;
  hops: Hop[];
  /** The path as the router reads it (exact input). */
  encoded: `0x${string}`;
  amountOut: bigint;
  /** QuoterV2's gas of the swaps in the pools. */
  gasEstimate: bigint;
}

/** The best route for `amountIn` (tokens as the pools hold them: RBTC as the wrapped coin), or none. */
export async function bestPath(
  client: PublicClient,
  uniswap: StandinUniswap,
  tokenIn: HexAddress,
  tokenOut: HexAddress,
  amountIn: bigint,
): Promise<QuotedPath | undefined> {
  const routes = candidateRoutes({ tokenIn, tokenOut, connectors: [uniswap.wrappedNative] });
  const quotes = await client.multicall({
    ...multicallTarget(1337),
    allowFailure: true,
    contracts: routes.map(
      (route) =>
        ({
          address: uniswap.quoterV2,
          abi: quoterV2Abi,
          functionName: "quoteExactInput",
          args: [encodeV3Path(route, false), amountIn],
        }) as const,
    ),
  });
  let best: QuotedPath | undefined;
  quotes.forEach((quote, i) => {
    const route = routes[i];
    // A route through a pool that does not exist, or without the liquidity for this amount, fails.
    if (quote.status !== "success" || route === undefined) return;
    const [amountOut, , , gasEstimate] = quote.result;
    if (amountOut === 0n || (best !== undefined && amountOut <= best.amountOut)) return;
    const hops = routeHops(route).map((hop) => ({
      ...hop,
      pool: v3PoolAddress({
        ...uniswap,
        factory: uniswap.v3Factory,
        tokenA: hop.tokenIn,
        tokenB: hop.tokenOut,
        fee: hop.fee,
      }),
    }));
    best = { route, hops, encoded: encodeV3Path(route, false), amountOut, gasEstimate };
  });
  return best;
}
