/**
 * POST /quote/openocean (lending-engine §7, the spec's "{quote api}-openocean"): a quote from OpenOcean's swap
 * API for the chain this server runs (30: OpenOcean's public API; 1337: the local stand-in; 31: none), mapped
 * to the answer the uniswap route gives (@ceiba/sdk/openocean). The request's check, the refusals and the time
 * limit are the quote routes' (request.ts). What OpenOcean cannot do (exact out, no account, a slippage outside
 * 0.05–50 %) is 422 quote.notSupported, so the app uses the other quote; OpenOcean down, slow, or answering
 * something else than its documented answer is 502 quote.upstreamUnavailable with the reason, never a hang.
 */
import { Hono } from "hono";
import { NATIVE_TOKEN_ADDRESS, QUOTE_DEADLINE_SECONDS, type HexAddress } from "@ceiba/core";
import { getUniswapDeployment } from "@ceiba/deployments";
import { QuoteError, readSnapshot, tokenPrices } from "@ceiba/sdk";
import { API_ROUTES } from "@ceiba/sdk/api";
import { OpenOceanError, fetchOpenOceanSwap, openOceanQuote, openOceanSlippage } from "@ceiba/sdk/openocean";
import { indexerEnv } from "../chain";
import { Refusal, serveRoute } from "../serve-route";
import { readOpenOceanConfig } from "./openocean-config";
import { quoteClient, readQuoteRequest, refuseQuote, withinQuoteLimit } from "./request";

const { chainId, deployment } = indexerEnv;
const config = readOpenOceanConfig(chainId);
const NATIVE = NATIVE_TOKEN_ADDRESS.toLowerCase() as HexAddress;

/** An OpenOcean failure as the quote routes' error: no route 422, anything else 502, with its reason. */
const asQuoteError = (error: OpenOceanError) =>
  new QuoteError(error.failure === "noRoute" ? "quote.noRoute" : "quote.upstreamUnavailable", error.message);

/** The chain's head and gas price; the node failing is an upstream failure, said as the node's. */
async function chainState() {
  try {
    const [block, gasPrice] = await Promise.all([quoteClient.getBlock(), quoteClient.getGasPrice()]);
    return { block, gasPrice };
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    throw new QuoteError("quote.upstreamUnavailable", `the chain's node: ${reason}`);
  }
}

export const openOceanRoute = new Hono();

serveRoute(openOceanRoute, API_ROUTES.quoteOpenocean, async ({ body, c }) => {
  const request = readQuoteRequest(body);
  if (request instanceof Refusal) return request;
  const { chainBaseUrl } = config;
  if (chainBaseUrl === undefined) {
    return refuseQuote("quote.noDeployment", `OpenOcean has no swap API for chain ${chainId} (CEIBA_OPENOCEAN_URL)`);
  }
  if (!request.isExactIn) {
    return refuseQuote(
      "quote.notSupported",
      "isExactIn: OpenOcean swaps an exact amount in only (its exact out is an estimate with no maximum in)",
    );
  }
  const { account } = request;
  if (account === null) {
    return refuseQuote("quote.notSupported", "account: OpenOcean builds its transaction for an account only");
  }
  const slippage = openOceanSlippage(request.slippage);
  if (slippage === undefined) return refuseQuote("quote.notSupported", "slippage: OpenOcean takes 0.05 % to 50 %");

  return withinQuoteLimit("OpenOcean", async () => {
    const { block, gasPrice } = await chainState();
    // The oracle's prices at that block, read while OpenOcean answers (without them the USD values read 0).
    const snapshot = readSnapshot(quoteClient, deployment, { blockNumber: block.number }).catch(() => null);
    try {
      const swap = await fetchOpenOceanSwap({
        chainBaseUrl,
        timeoutMs: config.timeoutMs,
        apiKey: config.apiKey,
        signal: c.req.raw.signal,
        params: {
          inTokenAddress: request.inToken,
          outTokenAddress: request.outToken,
          amountDecimals: String(request.amount),
          gasPriceDecimals: String(gasPrice),
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
      return openOceanQuote({
        request: { ...request, account },
        swap,
        gasPrice,
        blockNumber: block.number,
        deadline: Number(block.timestamp) + QUOTE_DEADLINE_SECONDS,
        valuation: tokenPrices(await snapshot, getUniswapDeployment(chainId)?.wrappedNative ?? null),
      });
    } catch (error) {
      if (!(error instanceof OpenOceanError)) throw error;
      console.warn(`POST /quote/openocean: ${error.message}`);
      throw asQuoteError(error);
    }
  });
});
