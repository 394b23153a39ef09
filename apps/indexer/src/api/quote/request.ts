/**
 * What every quote route shares (POST /quote/uniswap, /quote/openocean): the request's check (core's
 * checkQuoteRequest, plus "this server's chain"), the refusal of a QuoteError, and a time limit on the
 * upstream work, so that a bad request is a 4xx with a reason, an unreachable or slow upstream a 502 within
 * QUOTE_UPSTREAM_TIMEOUT_MS, and never a hang or a 5xx of our own.
 */
import { createPublicClient, http, type PublicClient } from "viem";
import {
  QUOTE_ERROR_STATUS,
  QUOTE_UPSTREAM_TIMEOUT_MS,
  checkQuoteRequest,
  type QuoteErrorId,
  type QuoteRequest,
  type QuoteRequestBody,
} from "@ceiba/core";
import { QuoteError } from "@ceiba/sdk";
import type { BodyFields } from "../serve-route";
import { refuse, type Refusal } from "../serve-route";
import { indexerEnv } from "../chain";

/** The refusal of a quote: its id as `error`, the reason as `message`, core's status for the id. */
export const refuseQuote = (errorId: QuoteErrorId, message: string): Refusal =>
  refuse(QUOTE_ERROR_STATUS[errorId], { error: errorId, message });

/** The checked request, or the refusal to answer. */
export function readQuoteRequest(body: BodyFields<QuoteRequestBody>): QuoteRequest | Refusal {
  const check = checkQuoteRequest(body);
  if (!check.ok) return refuseQuote(check.error, check.message);
  if (check.request.chainId !== indexerEnv.chainId) {
    return refuseQuote(
      "quote.unsupportedChain",
      `chain: this server quotes chain ${indexerEnv.chainId}, not ${check.request.chainId}`,
    );
  }
  return check.request;
}

/**
 * The node as the quotes read it: one attempt per call within the quote's time limit (the route's own limit
 * below bounds the whole quote).
 */
export const quoteClient: PublicClient = createPublicClient({
  transport: http(indexerEnv.rpcUrl, { timeout: QUOTE_UPSTREAM_TIMEOUT_MS, retryCount: 0 }),
  cacheTime: 0,
});

/** Runs a provider's quote within the time limit; its QuoteError (or the time running out) becomes the refusal. */
export async function withinQuoteLimit<T>(provider: string, run: () => Promise<T>): Promise<T | Refusal> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new QuoteError(
            "quote.upstreamUnavailable",
            `${provider} did not answer within ${QUOTE_UPSTREAM_TIMEOUT_MS / 1000} s`,
          ),
        ),
      QUOTE_UPSTREAM_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([run(), timeout]);
  } catch (error) {
    if (error instanceof QuoteError) return refuseQuote(error.errorId, error.message);
    // Anything else from upstream (a node answering nonsense) is still the upstream's failure, not ours.
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    return refuseQuote("quote.upstreamUnavailable", `${provider}: ${reason}`);
  } finally {
    clearTimeout(timer);
  }
}
