/**
 * The stand-in's answers to `/quote` and `/swap`, in OpenOcean's documented format (API v4): the quote over
 * the local pools, and for `/swap` with an account the executable transaction. Fields the server's client
 * does not read and the stand-in cannot know (each token's `usd` price and `volume`) are left out.
 */
import type { PublicClient } from "viem";
import { EXP, NATIVE_TOKEN_ADDRESS, QUOTE_DEADLINE_SECONDS, toDecimalString, type HexAddress } from "@ceiba/core";
import { tokenMetadataAbi } from "@ceiba/sdk";
import { bestPath, type StandinUniswap } from "./best-path";
import { pathImpact } from "./price-impact";
import { QueryRefused, type SwapQuery } from "./swap-query";
import { swapTransaction } from "./swap-transaction";

const NATIVE = NATIVE_TOKEN_ADDRESS.toLowerCase() as HexAddress;

/**
 * Gas of a swap beyond the pools' (QuoterV2's estimate): the transaction itself, the router's transfers and
 * checks. Used only when the swap cannot be estimated as the account (not yet approved, not yet funded).
 */
const ROUTER_GAS_OVERHEAD = 60_000n;

export interface StandinContext {
  client: PublicClient;
  chainId: number;
  uniswap: StandinUniswap;
}

interface TokenInfo {
  address: HexAddress;
  decimals: number;
  symbol: string;
  name: string;
}

const tokens = new Map<string, Promise<TokenInfo>>();

/** A token's symbol and decimals (read once per token), RBTC for the native marker. */
function tokenInfo(client: PublicClient, address: HexAddress, field: string): Promise<TokenInfo> {
  if (address === NATIVE) return Promise.resolve({ address, decimals: 18, symbol: "RBTC", name: "RBTC" });
  const key = `${client.chain?.id ?? "?"}:${address}`;
  let info = tokens.get(key);
  if (!info) {
    info = Promise.all([
      client.readContract({ address, abi: tokenMetadataAbi, functionName: "symbol" }),
      client.readContract({ address, abi: tokenMetadataAbi, functionName: "decimals" }),
    ]).then(
      ([symbol, decimals]) => ({ address, decimals, symbol, name: symbol }),
      () => {
        tokens.delete(key);
        throw new QueryRefused(`${field} is not a token on this chain`);
      },
    );
    tokens.set(key, info);
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
    tokenInfo(client, query.inToken, "inTokenAddress"),
    tokenInfo(client, query.outToken, "outTokenAddress"),
  ]);
  const pooled = (token: HexAddress) => (token === NATIVE ? uniswap.wrappedNative : token);
  const path = await bestPath(client, uniswap, pooled(query.inToken), pooled(query.outToken), query.amountIn);
  // OpenOcean's "no route": code 200 without data.
  if (path === undefined) return { code: 200, data: null };

  const minOutAmount = (path.amountOut * (EXP - query.slippage)) / EXP;
  const impact = await pathImpact(client, path.hops, query.amountIn, path.amountOut);
  const quote = {
    inToken,
    outToken,
    inAmount: String(query.amountIn),
    outAmount: String(path.amountOut),
    estimatedGas: String(path.gasEstimate + ROUTER_GAS_OVERHEAD),
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
    nativeIn: query.inToken === NATIVE,
    nativeOut: query.outToken === NATIVE,
  });
  const estimatedGas = await client
    .estimateGas({ account: query.account, ...transaction })
    .catch(() => path.gasEstimate + ROUTER_GAS_OVERHEAD);
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
