/**
 * POST /quote/openocean (lending-engine §7, the spec's "{quote api}-openocean"): a quote from OpenOcean's swap
 * API for the chain this server runs (30: OpenOcean's public API; 1337: the local stand-in; 31: none), mapped
 * to the answer the uniswap route gives (@ceiba/sdk/openocean). A bad request is a 4xx with core's `quote.*`
 * id; what OpenOcean cannot do (exact out, no account, a slippage outside 0.05–50 %) is 422 quote.notSupported,
 * so the app uses the other quote; OpenOcean down, slow, or answering something else than its documented
 * answer is 502 quote.upstreamUnavailable with the reason, never a hang (openocean-config.ts's timeout).
 */
import { Hono } from "hono";
import { NATIVE_TOKEN_ADDRESS, QUOTE_DEADLINE_SECONDS, QUOTE_UPSTREAM_TIMEOUT_MS, type HexAddress } from "@ceiba/core";
import { getUniswapDeployment } from "@ceiba/deployments";
import { readSnapshot, tokenPrices } from "@ceiba/sdk";
import { API_ROUTES } from "@ceiba/sdk/api";
import {
  OpenOceanError,
  fetchOpenOceanSwap,
  openOceanQuote,
  openOceanSlippage,
  type OpenOceanSwap,
} from "@ceiba/sdk/openocean";
import { indexerEnv, publicClient } from "../chain";
import { Refusal, serveRoute } from "../serve-route";
import { readOpenOceanConfig } from "./openocean-config";
import { quoteRefusal, readQuoteRequest } from "./quote-request";

const { chainId, deployment } = indexerEnv;
const config = readOpenOceanConfig(chainId);
const NATIVE = NATIVE_TOKEN_ADDRESS.toLowerCase() as HexAddress;

/** The chain's head and gas price, never waited on longer than the quote's upstream timeout. */
async function chainState() {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${QUOTE_UPSTREAM_TIMEOUT_MS} ms`)),
      QUOTE_UPSTREAM_TIMEOUT_MS,
    );
  });
  try {
    const [block, gasPrice] = await Promise.race([
      Promise.all([publicClient.getBlock(), publicClient.getGasPrice()]),
      timeout,
    ]);
    return { block, gasPrice };
  } finally {
    clearTimeout(timer);
  }
}

export const openOceanRoute = new Hono();

serveRoute(openOceanRoute, API_ROUTES.quoteOpenocean, async ({ body, c }) => {
  const read = readQuoteRequest(body, chainId);
  if (read instanceof Refusal) return read;
  const request = read;
  const { chainBaseUrl } = config;
  if (chainBaseUrl === undefined) {
    return quoteRefusal("quote.noDeployment", `OpenOcean has no swap API for chain ${chainId} (CEIBA_OPENOCEAN_URL)`);
  }
  if (!request.isExactIn) {
    return quoteRefusal(
      "quote.notSupported",
      "isExactIn: OpenOcean swaps an exact amount in only (its exact out is an estimate with no maximum in)",
    );
  }
  const { account } = request;
  if (account === null) {
    return quoteRefusal("quote.notSupported", "account: OpenOcean builds its transaction for an account only");
  }
  const slippage = openOceanSlippage(request.slippage);
  if (slippage === undefined) return quoteRefusal("quote.notSupported", "slippage: OpenOcean takes 0.05 % to 50 %");

  let state: Awaited<ReturnType<typeof chainState>>;
  try {
    state = await chainState();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return quoteRefusal("quote.upstreamUnavailable", `the chain's node did not answer: ${reason}`);
  }
  // The oracle's prices at that block, read while OpenOcean answers (without them the USD values read 0).
  const snapshot = readSnapshot(publicClient, deployment, { blockNumber: state.block.number }).catch(() => null);
  let swap: OpenOceanSwap;
  try {
    swap = await fetchOpenOceanSwap({
      chainBaseUrl,
      timeoutMs: config.timeoutMs,
      signal: c.req.raw.signal,
      params: {
        inTokenAddress: request.inToken,
        outTokenAddress: request.outToken,
        amountDecimals: String(request.amount),
        gasPriceDecimals: String(state.gasPrice),
        slippage,
        account,
      },
      expect: {
        chainId,
        inToken: request.inToken,
        outToken: request.outToken,
        inAmount: request.amount,
        account,
        nativeToken: NATIVE,
        exchange: config.exchange,
      },
    });
  } catch (error) {
    if (!(error instanceof OpenOceanError)) throw error;
    console.warn(`POST /quote/openocean: ${error.message}`);
    return error.failure === "noRoute"
      ? quoteRefusal("quote.noRoute", error.message)
      : quoteRefusal("quote.upstreamUnavailable", error.message);
  }
  const valuation = tokenPrices(await snapshot, getUniswapDeployment(chainId)?.wrappedNative ?? null);
  try {
    return openOceanQuote({
      request: { ...request, account },
      swap,
      gasPrice: state.gasPrice,
      blockNumber: state.block.number,
      deadline: Number(state.block.timestamp) + QUOTE_DEADLINE_SECONDS,
      valuation,
    });
  } catch (error) {
    if (!(error instanceof OpenOceanError)) throw error;
    return quoteRefusal("quote.upstreamUnavailable", error.message);
  }
});
