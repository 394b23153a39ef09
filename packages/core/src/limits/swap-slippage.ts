/**
 * What a swap accepts at a slippage tolerance (1e18 mantissa): exact in, the least it may receive; exact out,
 * the most it may pay. Rounded against the user's counterparty, never in the user's favour: the minimum is
 * floored and the maximum ceiled, so the trade the user signs never promises more than the quote.
 */
import { EXP } from "../fixed-point/index";

export interface SwapLimits {
  /** Exact in: the quoted amount out less the slippage; exact out: the amount out asked. */
  minimumReceived: bigint;
  /** Exact in: the amount in given; exact out: the quoted amount in plus the slippage. */
  maximumSold: bigint;
}

export function swapLimits(options: {
  isExactIn: boolean;
  amountIn: bigint;
  amountOut: bigint;
  slippage: bigint;
}): SwapLimits {
  const { isExactIn, amountIn, amountOut, slippage } = options;
  if (slippage < 0n || slippage > EXP) throw new RangeError("slippage must be from 0 to 1e18");
  if (isExactIn) return { minimumReceived: (amountOut * (EXP - slippage)) / EXP, maximumSold: amountIn };
  return { minimumReceived: amountOut, maximumSold: (amountIn * (EXP + slippage) + EXP - 1n) / EXP };
}
