/**
 * The quote aggregator of lending-engine §7: both providers asked in parallel; the better net result wins;
 * if only one answers it is used; if neither does there is no quote, with the reason the screen shows.
 */
import { QUOTE_PROVIDERS, isErrorId, type ErrorId, type QuoteProvider, type QuoteRequestBody } from "@ceiba/core";
import { ApiError, type ApiClient } from "../api/client";
import { QUOTE_ROUTES, type SwapQuote } from "./quote-types";

/** Why a provider gave no quote: the API's catalogue id when it said one (quote.noRoute, ...). */
export interface QuoteFailure {
  provider: QuoteProvider;
  /** The refusal's `error` when it is a catalogue id; undefined for a network failure or an unknown answer. */
  errorId: ErrorId | undefined;
  /** The HTTP status; undefined when there was no answer. */
  status: number | undefined;
  message: string;
}

export type BestQuote =
  | { ok: true; provider: QuoteProvider; quote: SwapQuote; failures: QuoteFailure[] }
  /**
   * noLiquidity: every provider that serves the request said there is no route for the pair or the amount
   * (quote.noRoute); unavailable: one did not answer (down, timed out, refused otherwise): the screen offers
   * a retry; notOnThisChain: every provider said it has no deployment on the chain (quote.noDeployment).
   */
  | { ok: false; reason: "noLiquidity" | "unavailable" | "notOnThisChain"; failures: QuoteFailure[] };

export interface ProviderResult {
  provider: QuoteProvider;
  result: PromiseSettledResult<SwapQuote>;
}

/** The spec's net result: what the trade gives in USD minus its network fee in USD (1e18). */
export const netUsdValue = (quote: Pick<SwapQuote, "outUsdValue" | "gasInUsdValue">): bigint =>
  BigInt(quote.outUsdValue) - BigInt(quote.gasInUsdValue);

/**
 * What ranks two quotes of the same request. Exact in, the spec's net (both sell the same amount). Exact
 * out, both buy the same amount, so the net alone would compare only the fees: what is sold counts too.
 */
function score(quote: SwapQuote): bigint {
  return quote.isExactIn ? netUsdValue(quote) : -(BigInt(quote.inUsdValue) + BigInt(quote.gasInUsdValue));
}

export function quoteFailure(provider: QuoteProvider, error: unknown): QuoteFailure {
  if (error instanceof ApiError) {
    const body = error.body as { error?: unknown } | undefined;
    const said = typeof body === "object" && body !== null ? body.error : undefined;
    return { provider, errorId: isErrorId(said) ? said : undefined, status: error.status, message: error.message };
  }
  return {
    provider,
    errorId: undefined,
    status: undefined,
    message: error instanceof Error ? error.message : String(error),
  };
}

/** The winner of the providers' settled answers (pure). Equal scores: the first provider in QUOTE_PROVIDERS. */
export function chooseQuote(results: readonly ProviderResult[]): BestQuote {
  let best: { provider: QuoteProvider; quote: SwapQuote; score: bigint } | undefined;
  const failures: QuoteFailure[] = [];
  for (const { provider, result } of results) {
    if (result.status === "rejected") {
      failures.push(quoteFailure(provider, result.reason));
      continue;
    }
    const candidate = { provider, quote: result.value, score: score(result.value) };
    if (best === undefined || candidate.score > best.score) best = candidate;
  }
  if (best) return { ok: true, provider: best.provider, quote: best.quote, failures };
  // A provider that does not serve this kind of request (OpenOcean and an exact out, a chain without it) says
  // nothing of the pools: the others' "no route" decides.
  const said = failures.filter((f) => f.errorId !== "quote.notSupported" && f.errorId !== "quote.noDeployment");
  const noRoute = said.length > 0 && said.every((f) => f.errorId === "quote.noRoute");
  // No provider is deployed on the chain (31 today): nothing to retry, the screen says swaps are not offered here.
  const nowhere = failures.length > 0 && failures.every((f) => f.errorId === "quote.noDeployment");
  return { ok: false, reason: noRoute ? "noLiquidity" : nowhere ? "notOnThisChain" : "unavailable", failures };
}

/** One provider's quote through the typed API client. */
export function fetchQuote(
  api: Pick<ApiClient, "post">,
  provider: QuoteProvider,
  body: QuoteRequestBody,
  signal?: AbortSignal,
): Promise<SwapQuote> {
  return api.post(QUOTE_ROUTES[provider], body, { signal });
}

/**
 * Asks every provider at once and chooses (chooseQuote). An aborted request (a newer amount was typed) rejects
 * with the signal's reason instead of answering: a stale quote is never chosen.
 */
export async function fetchBestQuote(
  api: Pick<ApiClient, "post">,
  body: QuoteRequestBody,
  options: { signal?: AbortSignal; providers?: readonly QuoteProvider[] } = {},
): Promise<BestQuote> {
  const providers = options.providers ?? QUOTE_PROVIDERS;
  const settled = await Promise.allSettled(providers.map((p) => fetchQuote(api, p, body, options.signal)));
  options.signal?.throwIfAborted();
  return chooseQuote(
    providers.map((provider, i) => ({ provider, result: settled[i] as PromiseSettledResult<SwapQuote> })),
  );
}
