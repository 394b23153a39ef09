/**
 * The routes a quote compares: the direct pool at each fee tier, and one hop through a connector token (the
 * wrapped RBTC, DOC and USDRIF: the tokens every spec pair shares a pool with) at each pair of fee tiers.
 */
import type { Address } from "viem";
import { V3_FEE_TIERS, type V3Route } from "./v3-route";

export function candidateRoutes(options: {
  tokenIn: Address;
  tokenOut: Address;
  connectors: readonly Address[];
  feeTiers?: readonly number[];
}): V3Route[] {
  const tiers = options.feeTiers ?? V3_FEE_TIERS;
  const tokenIn = options.tokenIn.toLowerCase() as Address;
  const tokenOut = options.tokenOut.toLowerCase() as Address;
  const routes: V3Route[] = tiers.map((fee) => ({ tokens: [tokenIn, tokenOut], fees: [fee] }));
  const connectors = [...new Set(options.connectors.map((c) => c.toLowerCase() as Address))];
  for (const via of connectors) {
    if (via === tokenIn || via === tokenOut) continue;
    for (const first of tiers) {
      for (const second of tiers) routes.push({ tokens: [tokenIn, via, tokenOut], fees: [first, second] });
    }
  }
  return routes;
}
