/**
 * The stand-in's answers to `/quote` and `/swap`, in OpenOcean's documented format (API v4): the quote over
 * the local pools, and for `/swap` with an account the executable transaction. Fields the server's client
 * does not read and the stand-in cannot know (each token's `usd` price and `volume`) are left out.
 */
import type { PublicClient } from "viem";
import {
  NATIVE_TOKEN_ADDRESS,
  QUOTE_DEADLINE_SECONDS,
  UNISWAP_GAS,
  swapLimits,
  toDecimalString,
  type HexAddress,
} from "@ceiba/core";
import { tokenMetadataAbi } from "@ceiba/sdk";
import { bestPath, type StandinUniswap } from "./best-path";
import { pathImpact } from "./price-impact";
import { QueryRefused, type SwapQuery } from "./swap-query";
import { swapTransaction } from "./swap-transaction";

const NATIVE = NATIVE_TOKEN_ADDRESS.toLowerCase() as HexAddress;

export interface StandinContext {
  client: PublicClient;
  chainId: number;
  uniswap: StandinUniswap;
  /** Each token's symbol and decimals, read once. */
  tokens: Map<HexAddress, Promise<TokenInfo>>;
}

export interface TokenInfo {
  address: HexAddress;
  decimals: number;
  symbol: string;
  name: string;
}

/** A token's symbol and decimals (read once per token), RBTC for the native marker. */
function tokenInfo({ client, tokens }: StandinContext, address: HexAddress, field: string): Promise<TokenInfo> {
  if (address === NATIVE) return Promise.resolve({ address, decimals: 18, symbol: "RBTC", name: "RBTC" });
  let info = tokens.get(address);
  if (!info) {
    info = Promise.all([
      client.readContract({ address, abi: tokenMetadataAbi, functionName: "symbol" }),
      client.readContract({ address, abi: tokenMetadataAbi, functionName: "decimals" }),
    ]).then(
      ([symbol, decimals]) => ({ address, decimals, symbol, name: symbol }),
      () => {
        tokens.delete(address);
        throw new QueryRefused(`${field} is not a token on this chain`);
      },
    );
    tokens.set(address, info);
  }
  return info;
}

/** A 1e18 ratio as OpenOcean writes a percent ("0.31%"), rounded up to hundredths so it never understates. */
function percent(ratio: bigint): string {
  const hundredths = (ratio + 10n ** 14n - 1n) / 10n ** 14n;
  return `${toDecimalString(hundredths, 2)}%`;
}

/** The documented answer to `/quote` (`withTransaction` false) or `/swap`. */
export async function swapAnswer(context: StandinContext, query: SwapQuery, withTransaction: boolean) {
  const { client, chainId, uniswap } = context;
  const [inToken, outToken] = await Promise.all([
    tokenInfo(context, query.inToken, "inTokenAddress"),
    tokenInfo(context, query.outToken, "outTokenAddress"),
  ]);
  const pooled = (token: HexAddress) => (token === NATIVE ? uniswap.wrappedNative : token);
  const path = await bestPath(client, uniswap, pooled(query.inToken), pooled(query.outToken), query.amountIn);
  // OpenOcean's "no route": code 200 without data.
  if (path === undefined) return { code: 200, data: null };

  const { minimumReceived: minOutAmount } = swapLimits({
    isExactIn: true,
    amountIn: query.amountIn,
    amountOut: path.amountOut,
    slippage: query.slippage,
  });
  const nativeIn = query.inToken === NATIVE;
  const nativeOut = query.outToken === NATIVE;
  // The pools' gas (QuoterV2's) and the router's around it, as the uniswap quote counts it (core's UNISWAP_GAS).
  const gasEstimate =
    path.gasEstimate +
    UNISWAP_GAS.transaction +
    UNISWAP_GAS.router +
    (nativeIn ? UNISWAP_GAS.wrap : 0n) +
    (nativeOut ? UNISWAP_GAS.unwrap : 0n);
  const impact = await pathImpact(client, path.hops, query.amountIn, path.amountOut);
  const quote = {
    inToken,
    outToken,
    inAmount: String(query.amountIn),
    outAmount: String(path.amountOut),
    estimatedGas: String(gasEstimate),
    path: {
      from: query.inToken,
      to: query.outToken,
      parts: 1,
      routes: [
        {
          parts: 1,
          percentage: 100,
          subRoutes: path.hops.map((hop) => ({
            from: hop.tokenIn,
            to: hop.tokenOut,
            parts: 1,
            dexes: [{ dex: "UniswapV3", id: hop.pool, parts: 1, percentage: 100 }],
          })),
        },
      ],
    },
    price_impact: percent(impact),
  };
  if (!withTransaction || query.account === undefined) return { code: 200, data: quote };

  const block = await client.getBlock();
  const transaction = swapTransaction({
    router: uniswap.swapRouter,
    path: path.encoded,
    account: query.account,
    amountIn: query.amountIn,
    minOut: minOutAmount,
    deadline: block.timestamp + BigInt(QUOTE_DEADLINE_SECONDS),
    nativeIn,
    nativeOut,
  });
  // The account's own estimate where it can swap now; else (not approved, not funded yet) the count above.
  const estimatedGas = await client.estimateGas({ account: query.account, ...transaction }).catch(() => gasEstimate);
  return {
    code: 200,
    data: {
      ...quote,
      estimatedGas: Number(estimatedGas),
      minOutAmount: String(minOutAmount),
      from: query.account,
      to: transaction.to,
      value: String(transaction.value),
      gasPrice: String(query.gasPrice),
      data: transaction.data,
      chainId,
    },
  };
}
