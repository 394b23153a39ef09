/**
 * A checked OpenOcean swap as the quote API's answer (the route table's `quoteShape`), the same answer the
 * uniswap route gives, so the app compares the two on one footing: USD values at the protocol oracle's prices,
 * the gas at the chain's gas price. OpenOcean's trade is sent as it is: no permit to sign (signingRequest null),
 * the in token approved to its exchange (the transaction's `to`).
 */
import { NATIVE_TOKEN_ADDRESS, isNativeToken, swapLimits, type HexAddress, type QuoteRequest } from "@ceiba/core";
import type { ApiRoutes, ResponseOf } from "../api/routes";
import type { TokenPrices } from "../swap/oracle-prices";
import { executionPrice } from "../swap/route-economics";
import type { OpenOceanSwap } from "./api";
import { OpenOceanError } from "./parse-swap-answer";

export type Quote = ResponseOf<ApiRoutes["quoteOpenocean"]>;

export interface OpenOceanQuoteInput {
  request: QuoteRequest & { account: HexAddress };
  swap: OpenOceanSwap;
  /** The gas price the swap was asked for (wei): the chain's. */
  gasPrice: bigint;
  /** The block the chain was read at for this quote. */
  blockNumber: bigint;
  /** Unix seconds: when the app should quote again. */
  deadline: number;
  /** The oracle's prices (the sdk's `tokenPrices`, as for the uniswap quote). */
  valuation: Pick<TokenPrices, "usdValue">;
}

/** The dexes named by the route, for `market.protocol`: "OpenOcean (UniswapV3)". */
function protocolName(swap: OpenOceanSwap): string {
  const dexes = [...new Set(swap.route.map((leg) => leg.dex))];
  return dexes.length === 0 ? "OpenOcean" : `OpenOcean (${dexes.join(", ")})`;
}

/**
 * The quote answer for a checked swap; an OpenOceanError when the swap's minimum out allows more slippage than
 * the request's (the user would accept less than they agreed to).
 */
export function openOceanQuote({
  request,
  swap,
  gasPrice,
  blockNumber,
  deadline,
  valuation,
}: OpenOceanQuoteInput): Quote {
  const { inToken, outToken } = swap;
  // OpenOcean computes its minimum in floating point: a difference below a millionth of a millionth is rounding.
  const leastAgreed = swapLimits({
    isExactIn: true,
    amountIn: swap.inAmount,
    amountOut: swap.outAmount,
    slippage: request.slippage,
  }).minimumReceived;
  if (swap.minOutAmount < leastAgreed - leastAgreed / 10n ** 12n) {
    throw new OpenOceanError(
      "malformed",
      `OpenOcean's answer: minOutAmount ${swap.minOutAmount} is below ${leastAgreed}, the amount out less the request's slippage`,
    );
  }
  const gasEstimate = swap.estimatedGas;
  const price = executionPrice({
    amountIn: swap.inAmount,
    amountOut: swap.outAmount,
    decimalsIn: inToken.decimals,
    decimalsOut: outToken.decimals,
  });
  const legs =
    swap.route.length > 0
      ? swap.route.map((leg) => ({ tokenIn: leg.tokenIn, tokenOut: leg.tokenOut, pool: leg.pool, fee: null }))
      : [{ tokenIn: request.inToken, tokenOut: request.outToken, pool: null, fee: null }];
  return {
    provider: "openocean",
    chainId: request.chainId,
    account: request.account,
    isExactIn: true,
    slippage: String(request.slippage),
    inToken: { address: request.inToken, symbol: inToken.symbol, decimals: inToken.decimals },
    outToken: { address: request.outToken, symbol: outToken.symbol, decimals: outToken.decimals },
    inTokenAmount: String(swap.inAmount),
    outTokenAmount: String(swap.outAmount),
    inUsdValue: String(valuation.usdValue(request.inToken, swap.inAmount)),
    outUsdValue: String(valuation.usdValue(request.outToken, swap.outAmount)),
    gasEstimate: String(gasEstimate),
    gasPrice: String(gasPrice),
    gasInUsdValue: String(valuation.usdValue(NATIVE_TOKEN_ADDRESS, gasEstimate * gasPrice)),
    approvalTarget: isNativeToken(request.inToken) ? null : swap.to,
    candidateTrade: { to: swap.to, value: String(swap.value), data: swap.data },
    signingRequest: null,
    deadline,
    blockNumber: String(blockNumber),
    market: {
      protocol: protocolName(swap),
      price: String(price),
      // A trade better than the market price has no impact to warn of.
      priceImpact: String(swap.priceImpact > 0n ? swap.priceImpact : 0n),
      // OpenOcean's amount out is after the pools' fees and its answer does not break them out.
      liquidityProviderFee: "0",
      liquidityProviderFeeRate: "0",
      minimumReceived: String(swap.minOutAmount),
      maximumSold: String(swap.inAmount),
      route: legs,
    },
  };
}
