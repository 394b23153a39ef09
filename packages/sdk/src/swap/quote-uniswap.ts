/**
 * A Uniswap quote (lending-engine §7 "{quote api}-uniswap"): the candidate v3 routes (candidate-routes.ts)
 * quoted on chain by QuoterV2 in ONE multicall eth_call together with the pools' prices, the tokens' symbols
 * and decimals and the account's Permit2 allowance; beside it, in parallel, the Lens snapshot (USD prices),
 * eth_gasPrice and the latest block. The best route (most out, or least in) becomes the Universal Router
 * trade of build-uniswap-swap.ts. Answers the quote API's shape (@ceiba/sdk/api `quoteUniswap`).
 */
import { type Address, type PublicClient } from "viem";
import {
  CHAINS,
  NATIVE_TOKEN_ADDRESS,
  QUOTE_DEADLINE_SECONDS,
  UNISWAP_GAS,
  isNativeToken,
  swapLimits,
  type ChainId,
  type QuoteRequest,
} from "@ceiba/core";
import type { Deployment, UniswapDeployment } from "@ceiba/deployments";
import type { ApiRoutes, ResponseOf } from "../api/routes";
import { readSnapshot, type ProtocolSnapshot } from "../reads/snapshot";
import { buildUniswapSwap } from "./build-uniswap-swap";
import { candidateRoutes } from "./candidate-routes";
import { tokenPrices } from "./oracle-prices";
import { QuoteError } from "./quote-error";
import { executionPrice, lpFeeRate, priceImpact, type HopPrice } from "./route-economics";
import { permit2Abi, quoterV2Abi, tokenMetadataAbi, v3PoolAbi } from "./uniswap-abis";
import { encodeV3Path, routeHops, v3PoolAddress, type V3Route } from "./v3-route";

export type QuoteAnswer = ResponseOf<ApiRoutes["quoteUniswap"]>;

/** How viem reaches Multicall3: its address on the chain, or its bytecode run deployless (the local chain). */
export type MulticallTarget = { multicallAddress: Address } | { deployless: true };

export interface UniswapQuoteOptions {
  client: Pick<PublicClient, "multicall" | "readContract" | "getGasPrice" | "getBlock">;
  request: QuoteRequest;
  uniswap: UniswapDeployment | undefined;
  /** The lending protocol on the chain: its Lens prices the tokens, its DOC and USDRIF are route connectors. */
  lending: Deployment | undefined;
  multicall: MulticallTarget;
}

/** The multicall target of a chain: Multicall3 where core knows one, deployless elsewhere (1337). */
export function multicallTarget(chainId: ChainId): MulticallTarget {
  const address = CHAINS[chainId].multicall3;
  return address ? { multicallAddress: address as Address } : { deployless: true };
}

/** Upstream failures (the node unreachable, slow, or answering nonsense) become a QuoteError. */
async function upstream<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    throw new QuoteError("quote.upstreamUnavailable", `${what} failed: ${reason}`);
  }
}

function requireDeployment(chainId: number, uniswap: UniswapDeployment | undefined) {
  if (!uniswap) throw new QuoteError("quote.noDeployment", `no Uniswap deployment on chain ${chainId}`);
  const { universalRouter, permit2, wrappedNative } = uniswap;
  if (!universalRouter || !permit2 || !wrappedNative) {
    const missing = [!universalRouter && "Universal Router", !permit2 && "Permit2", !wrappedNative && "wrapped RBTC"];
    throw new QuoteError(
      "quote.noDeployment",
      `Uniswap publishes no ${missing.filter(Boolean).join(", ")} for chain ${chainId}: it cannot be quoted for a trade`,
    );
  }
  return { ...uniswap, universalRouter, permit2, wrappedNative };
}

export async function quoteUniswap(options: UniswapQuoteOptions): Promise<QuoteAnswer> {
  const { client, request } = options;
  const uniswap = requireDeployment(request.chainId, options.uniswap);
  const nativeIn = isNativeToken(request.inToken);
  const nativeOut = isNativeToken(request.outToken);
  const routed = (token: Address) => (isNativeToken(token) ? uniswap.wrappedNative : token);
  const tokenIn = routed(request.inToken);
  const tokenOut = routed(request.outToken);
  if (tokenIn === tokenOut) {
    throw new QuoteError("quote.sameToken", "RBTC and its wrapped form are the same token to the pools");
  }
  const connectors = [
    uniswap.wrappedNative,
    ...Object.values(options.lending?.markets ?? {})
      .filter((m) => (m.underlyingSymbol === "DOC" || m.underlyingSymbol === "USDRIF") && m.underlying)
      .map((m) => m.underlying as Address),
  ];
  const routes = candidateRoutes({ tokenIn, tokenOut, connectors });
  const pools = new Map<string, Address>();
  for (const route of routes) {
    for (const hop of routeHops(route)) {
      const key = `${[hop.tokenIn, hop.tokenOut].sort().join("-")}-${hop.fee}`;
      if (!pools.has(key)) {
        pools.set(
          key,
          v3PoolAddress({
            factory: uniswap.v3Factory,
            poolInitCodeHash: uniswap.poolInitCodeHash,
            tokenA: hop.tokenIn,
            tokenB: hop.tokenOut,
            fee: hop.fee,
          }),
        );
      }
    }
  }
  const poolOf = (tokenA: Address, tokenB: Address, fee: number) =>
    pools.get(`${[tokenA, tokenB].sort().join("-")}-${fee}`) as Address;
  const poolList = [...new Set(pools.values())];
  const account = request.account;
  const askAllowance = account !== null && !nativeIn;

  const metadata = (token: Address) =>
    [
      { address: token, abi: tokenMetadataAbi, functionName: "symbol" },
      { address: token, abi: tokenMetadataAbi, functionName: "decimals" },
    ] as const;
  const contracts = [
    ...metadata(tokenIn),
    ...metadata(tokenOut),
    ...(askAllowance
      ? [
          {
            address: uniswap.permit2,
            abi: permit2Abi,
            functionName: "allowance",
            args: [account, tokenIn, uniswap.universalRouter],
          } as const,
        ]
      : []),
    ...poolList.map((pool) => ({ address: pool, abi: v3PoolAbi, functionName: "slot0" }) as const),
    ...routes.map(
      (route) =>
        ({
          address: uniswap.quoterV2,
          abi: quoterV2Abi,
          functionName: request.isExactIn ? "quoteExactInput" : "quoteExactOutput",
          args: [encodeV3Path(route, !request.isExactIn), request.amount],
        }) as const,
    ),
  ];
  const [results, snapshot, gasPrice, block] = await Promise.all([
    upstream("the quote multicall", () => client.multicall({ contracts, allowFailure: true, ...options.multicall })),
    options.lending
      ? readSnapshot(client, options.lending).catch((): ProtocolSnapshot | null => null) // no prices, still a quote
      : Promise.resolve(null),
    upstream("eth_gasPrice", () => client.getGasPrice()),
    upstream("the latest block", () => client.getBlock()),
  ]);

  let at = 0;
  const next = () => results[at++];
  const token = (native: boolean, address: Address) => {
    const symbol = next();
    const decimals = next();
    if (native)
      return {
        address: NATIVE_TOKEN_ADDRESS.toLowerCase(),
        symbol: CHAINS[request.chainId].nativeSymbol,
        decimals: 18,
      };
    if (symbol?.status !== "success" || decimals?.status !== "success") {
      throw new QuoteError("quote.noRoute", `${address} is not an ERC-20 token on chain ${request.chainId}`);
    }
    return { address: address.toLowerCase(), symbol: String(symbol.result), decimals: Number(decimals.result) };
  };
  const inToken = token(nativeIn, tokenIn);
  const outToken = token(nativeOut, tokenOut);
  const allowanceResult = askAllowance ? next() : undefined;
  let permitAllowance: { amount: bigint; expiration: bigint; nonce: bigint } | null = null;
  if (allowanceResult) {
    if (allowanceResult.status !== "success")
      throw new QuoteError("quote.upstreamUnavailable", "Permit2's allowance could not be read");
    const [amount, expiration, nonce] = allowanceResult.result as readonly [bigint, number, number];
    permitAllowance = { amount, expiration: BigInt(expiration), nonce: BigInt(nonce) };
  }
  const sqrtPrices = new Map<Address, bigint>();
  for (const pool of poolList) {
    const slot0 = next();
    if (slot0?.status === "success") sqrtPrices.set(pool, (slot0.result as unknown as readonly [bigint])[0]);
  }

  interface Quoted {
    route: V3Route;
    amountIn: bigint;
    amountOut: bigint;
    gas: bigint;
    hops: HopPrice[];
  }
  // Routes are compared net of their gas (the spec's outUsdValue − gasInUsdValue, §7), in USD when both the
  // traded token and RBTC have a price, else by amount alone, then by gas.
  const prices = tokenPrices(snapshot, uniswap.wrappedNative);
  const tradedPrice = prices.priceOf(request.isExactIn ? tokenOut : tokenIn);
  const gasPriced = tradedPrice > 0n && prices.priceOf(uniswap.wrappedNative) > 0n;
  const net = (q: Quoted): bigint => {
    const gasUsd = gasPriced ? prices.usdValue(uniswap.wrappedNative, q.gas * gasPrice) : 0n;
    const tradedUsd = request.isExactIn
      ? prices.usdValue(tokenOut, q.amountOut)
      : -prices.usdValue(tokenIn, q.amountIn);
    if (gasPriced) return tradedUsd - gasUsd;
    // Unpriced: the amount decides; 1e-30 of a unit per gas only breaks ties.
    return (request.isExactIn ? q.amountOut : -q.amountIn) * 10n ** 30n - q.gas;
  };
  let best: Quoted | undefined;
  for (const route of routes) {
    const quote = next();
    if (quote?.status !== "success") continue;
    const [amount, , , gas] = quote.result as readonly [bigint, readonly bigint[], readonly number[], bigint];
    const hops: HopPrice[] = [];
    for (const hop of routeHops(route)) {
      const sqrtPriceX96 = sqrtPrices.get(poolOf(hop.tokenIn, hop.tokenOut, hop.fee));
      if (sqrtPriceX96 === undefined) break;
      hops.push({ ...hop, sqrtPriceX96 });
    }
    if (hops.length !== route.fees.length || amount === 0n) continue;
    const quoted: Quoted = request.isExactIn
      ? { route, amountIn: request.amount, amountOut: amount, gas, hops }
      : { route, amountIn: amount, amountOut: request.amount, gas, hops };
    if (!best || net(quoted) > net(best)) best = quoted;
  }
  if (!best) {
    throw new QuoteError(
      "quote.noRoute",
      `no Uniswap v3 pool with liquidity for ${inToken.symbol} → ${outToken.symbol} at this amount on chain ${request.chainId}`,
    );
  }

  const limits = swapLimits({
    isExactIn: request.isExactIn,
    amountIn: best.amountIn,
    amountOut: best.amountOut,
    slippage: request.slippage,
  });
  const deadline = block.timestamp + BigInt(QUOTE_DEADLINE_SECONDS);
  const swap = buildUniswapSwap({
    chainId: request.chainId,
    universalRouter: uniswap.universalRouter,
    permit2: uniswap.permit2,
    route: best.route,
    isExactIn: request.isExactIn,
    amount: request.amount,
    limit: request.isExactIn ? limits.minimumReceived : limits.maximumSold,
    nativeIn,
    nativeOut,
    deadline,
    permitAllowance,
  });
  // Without an account the trade has no permit yet; its gas counts one (the client re-quotes with the account).
  const permits = swap.signingRequest !== null || (account === null && !nativeIn);
  const gasEstimate =
    best.gas +
    UNISWAP_GAS.transaction +
    UNISWAP_GAS.router +
    (permits ? UNISWAP_GAS.permit : 0n) +
    (nativeIn ? UNISWAP_GAS.wrap : 0n) +
    (nativeOut || (nativeIn && !request.isExactIn) ? UNISWAP_GAS.unwrap : 0n);
  const feeRate = lpFeeRate(best.route.fees);

  return {
    provider: "uniswap",
    chainId: request.chainId,
    account,
    isExactIn: request.isExactIn,
    slippage: String(request.slippage),
    inToken,
    outToken,
    inTokenAmount: String(best.amountIn),
    outTokenAmount: String(best.amountOut),
    inUsdValue: String(prices.usdValue(tokenIn, best.amountIn)),
    outUsdValue: String(prices.usdValue(tokenOut, best.amountOut)),
    gasEstimate: String(gasEstimate),
    gasPrice: String(gasPrice),
    gasInUsdValue: String(prices.usdValue(uniswap.wrappedNative, gasEstimate * gasPrice)),
    approvalTarget: nativeIn ? null : uniswap.permit2,
    candidateTrade: {
      to: swap.candidateTrade.to.toLowerCase(),
      value: String(swap.candidateTrade.value),
      data: swap.candidateTrade.data,
    },
    signingRequest: swap.signingRequest,
    deadline: Number(deadline),
    blockNumber: String(block.number),
    market: {
      protocol: "Uniswap v3",
      price: String(
        executionPrice({
          amountIn: best.amountIn,
          amountOut: best.amountOut,
          decimalsIn: inToken.decimals,
          decimalsOut: outToken.decimals,
        }),
      ),
      priceImpact: String(priceImpact(best.hops, best.amountIn, best.amountOut)),
      liquidityProviderFee: String((best.amountIn * feeRate) / 10n ** 18n),
      liquidityProviderFeeRate: String(feeRate),
      minimumReceived: String(limits.minimumReceived),
      maximumSold: String(limits.maximumSold),
      route: routeHops(best.route).map((hop) => ({
        tokenIn: hop.tokenIn,
        tokenOut: hop.tokenOut,
        pool: poolOf(hop.tokenIn, hop.tokenOut, hop.fee),
        fee: hop.fee,
      })),
    },
  };
}
