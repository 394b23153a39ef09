/**
 * One call of OpenOcean's `GET /v4/{chain}/swap`, never longer than `timeoutMs` (reading the body included) and
 * never more than MAX_ANSWER_BYTES read, its answer checked (parse-swap-answer.ts). Every failure is an
 * OpenOceanError whose message says what happened, for the API's 502 and the logs.
 */
import { readBounded } from "../api/read-bounded";
import { openOceanSwapUrl, type OpenOceanSwap, type OpenOceanSwapParams } from "./api";
import {
  OpenOceanError,
  envelopeFailure,
  envelopeMessage,
  parseSwapAnswer,
  type SwapExpectation,
} from "./parse-swap-answer";

/** A swap answer with its route is a few kB; anything past 1 MB is not one. */
export const MAX_ANSWER_BYTES = 1024 * 1024;

export interface FetchSwapOptions {
  /** The chain's base URL, `https://open-api.openocean.finance/v4/30` (the request goes to `{base}/swap`). */
  chainBaseUrl: string;
  params: OpenOceanSwapParams;
  expect: SwapExpectation;
  timeoutMs: number;
  /** The paid plan's key, sent as the `apikey` header (OPENOCEAN_PRO_API); none on the free plan. */
  apiKey?: string;
  /** Aborts the call (a client that went away). */
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

/** The checked swap, or an OpenOceanError. */
export async function fetchOpenOceanSwap(options: FetchSwapOptions): Promise<OpenOceanSwap> {
  const { chainBaseUrl, params, expect, timeoutMs } = options;
  const url = openOceanSwapUrl(chainBaseUrl, params);
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  const where = new URL(url).origin;
  let status: number;
  let text: string;
  try {
    const response = await (options.fetch ?? fetch)(url, {
      signal,
      headers: { accept: "application/json", ...(options.apiKey ? { apikey: options.apiKey } : {}) },
    });
    status = response.status;
    const tooLarge = () =>
      new OpenOceanError("malformed", `OpenOcean's answer is larger than ${MAX_ANSWER_BYTES} bytes`);
    text = new TextDecoder().decode(await readBounded(response.body, MAX_ANSWER_BYTES, tooLarge));
  } catch (error) {
    if (error instanceof OpenOceanError) throw error;
    if (timeout.aborted)
      throw new OpenOceanError("unavailable", `OpenOcean (${where}) did not answer within ${timeoutMs} ms`);
    const cause =
      error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    throw new OpenOceanError("unavailable", `OpenOcean (${where}) could not be reached: ${cause}`);
  }

  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    if (status >= 500 || status === 429) throw envelopeFailure(status, "");
    throw new OpenOceanError(
      "malformed",
      `OpenOcean's answer (HTTP ${status}) is not JSON: ${JSON.stringify(text.slice(0, 60))}`,
    );
  }
  if (status < 200 || status > 299) {
    const said = typeof body === "object" && body !== null ? envelopeMessage(body as Record<string, unknown>) : "";
    throw envelopeFailure(status, said);
  }
  return parseSwapAnswer(body, expect);
}
