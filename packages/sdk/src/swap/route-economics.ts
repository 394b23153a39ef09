/**
 * What a quoted route costs beyond its price, from the pools' prices before the swap (slot0's sqrtPriceX96),
 * in bigint fixed point (1e18 = 100 %):
 * - the LP fee rate: 1 − Π(1 − fee_i), what the pools keep of the amount in;
 * - the price impact: how much less the trade gets than the pools' mid price would give after their fees,
 *   1 − out / (in × mid × (1 − feeRate)), floored at 0. Fees are left out of it (Uniswap's "realized" impact),
 *   so a small trade reads ~0 % and the 5 % rule judges the pools' depth, not the fee tier.
 */
import { EXP } from "@ceiba/core";
import type { Address } from "viem";

const Q192 = 2n ** 192n;
const FEE_ONE = 1_000_000n;

export interface HopPrice {
  tokenIn: Address;
  tokenOut: Address;
  fee: number;
  /** The pool's √price (token1 per token0, Q64.96) before the swap. */
  sqrtPriceX96: bigint;
}

/** The LP fee share of the amount in across hops (1e18). */
export function lpFeeRate(fees: readonly number[]): bigint {
  let keptNum = 1n;
  let keptDen = 1n;
  for (const fee of fees) {
    keptNum *= FEE_ONE - BigInt(fee);
    keptDen *= FEE_ONE;
  }
  return EXP - (keptNum * EXP) / keptDen;
}

/**
 * The route's mid price as a fraction (tokenOut smallest units per tokenIn smallest unit): each hop's pool
 * price, inverted when the hop sells token1.
 */
export function routeMidPrice(hops: readonly HopPrice[]): { num: bigint; den: bigint } {
  let num = 1n;
  let den = 1n;
  for (const hop of hops) {
    const squared = hop.sqrtPriceX96 * hop.sqrtPriceX96;
    const sellsToken0 = hop.tokenIn.toLowerCase() < hop.tokenOut.toLowerCase();
    num *= sellsToken0 ? squared : Q192;
    den *= sellsToken0 ? Q192 : squared;
  }
  return { num, den };
}

/** The price impact of trading `amountIn` for `amountOut` along `hops` (1e18, floored at 0, at most 1e18). */
export function priceImpact(hops: readonly HopPrice[], amountIn: bigint, amountOut: bigint): bigint {
  if (amountIn <= 0n) return 0n;
  const { num, den } = routeMidPrice(hops);
  if (num === 0n) return EXP;
  let keptNum = 1n;
  let keptDen = 1n;
  for (const hop of hops) {
    keptNum *= FEE_ONE - BigInt(hop.fee);
    keptDen *= FEE_ONE;
  }
  // expected = amountIn × num/den × keptNum/keptDen; impact = 1 − amountOut / expected
  const expectedNum = amountIn * num * keptNum;
  const expectedDen = den * keptDen;
  const ratio = (amountOut * expectedDen * EXP) / expectedNum;
  if (ratio >= EXP) return 0n;
  return EXP - ratio;
}

/** Out per one in, in whole tokens, as a 1e18 mantissa. */
export function executionPrice(options: {
  amountIn: bigint;
  amountOut: bigint;
  decimalsIn: number;
  decimalsOut: number;
}): bigint {
  if (options.amountIn === 0n) return 0n;
  return (
    (options.amountOut * 10n ** BigInt(options.decimalsIn) * EXP) /
    (options.amountIn * 10n ** BigInt(options.decimalsOut))
  );
}
