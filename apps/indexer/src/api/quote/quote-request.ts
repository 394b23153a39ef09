/**
 * What every quote route does first (`POST /quote/{provider}`): the body checked by core's checkQuoteRequest
 * (one check for all providers and the app), for the chain this server runs; a refusal answers one of core's
 * `quote.*` ids with its status (QUOTE_ERROR_STATUS) and a message saying which field or upstream.
 */
import { QUOTE_ERROR_STATUS, checkQuoteRequest, type QuoteErrorId, type QuoteRequest } from "@ceiba/core";
import { refuse, type Refusal } from "../serve-route";

export const quoteRefusal = (error: QuoteErrorId, message: string): Refusal =>
  refuse(QUOTE_ERROR_STATUS[error], { error, message });

/** The checked request, or its refusal (a request for another chain than the server's included). */
export function readQuoteRequest(body: Readonly<Record<string, unknown>>, chainId: number): QuoteRequest | Refusal {
  const checked = checkQuoteRequest(body);
  if (!checked.ok) return quoteRefusal(checked.error, checked.message);
  if (checked.request.chainId !== chainId) {
    return quoteRefusal("quote.unsupportedChain", `chain: this server quotes chain ${chainId} only`);
  }
  return checked.request;
}
