/**
 * One JSON request to Boltz: a timeout on every call, a bounded answer (read no further than the limit),
 * and every failure turned into a BoltzApiError with a catalogue id.
 */
import { BOLTZ_MAX_RESPONSE_BYTES, BOLTZ_REQUEST_TIMEOUT_MS } from "@ceiba/core";
import { readBounded } from "@ceiba/sdk/api";
import { BoltzApiError, boltzErrorCode } from "./boltz-api-error";

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface BoltzHttpOptions {
  /** Boltz's base URL without /v2 (e.g. https://api.boltz.exchange). */
  readonly baseUrl: string;
  readonly fetch?: FetchLike;
  readonly timeoutMs?: number;
  readonly maxResponseBytes?: number;
}

/** The answer's text, refused unread past `limit` bytes (a declared length over it, or the bytes as they come). */
async function readAnswer(response: Response, limit: number): Promise<string> {
  const declared = Number(response.headers.get("content-length") ?? "0");
  const tooLarge = (size: string) => new BoltzApiError("lightning.providerInvalidAnswer", `answer ${size}`);
  if (declared > limit) throw tooLarge(`of ${declared} bytes`);
  return new TextDecoder().decode(await readBounded(response.body, limit, () => tooLarge(`over ${limit} bytes`)));
}

function parseJson(text: string, status: number): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BoltzApiError("lightning.providerInvalidAnswer", `answer is not JSON (HTTP ${status})`, status);
  }
}

/** GETs or POSTs `path` (starting with /v2/) and returns the parsed JSON of a 2xx answer. */
export async function boltzRequest(
  options: BoltzHttpOptions,
  method: "GET" | "POST",
  path: string,
  body?: unknown,
): Promise<unknown> {
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const url = `${options.baseUrl.replace(/\/+$/, "")}${path}`;
  let response: Response;
  try {
    response = await fetchFn(url, {
      method,
      headers: body === undefined ? { accept: "application/json" } : { "content-type": "application/json" },
      ...(body !== undefined && { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(options.timeoutMs ?? BOLTZ_REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new BoltzApiError("lightning.providerUnavailable", `${method} ${path}: ${reason}`);
  }
  let text: string;
  try {
    text = await readAnswer(response, options.maxResponseBytes ?? BOLTZ_MAX_RESPONSE_BYTES);
  } catch (error) {
    if (error instanceof BoltzApiError) throw error;
    throw new BoltzApiError("lightning.providerUnavailable", `${method} ${path}: the answer was cut`, response.status);
  }
  if (response.ok) return parseJson(text, response.status);
  if (response.status >= 500) {
    throw new BoltzApiError(
      "lightning.providerUnavailable",
      `${method} ${path}: HTTP ${response.status}`,
      response.status,
    );
  }
  // Boltz's error answers are { error: string }; anything else still fails with its status.
  let message = `HTTP ${response.status}`;
  try {
    const parsed = JSON.parse(text) as unknown;
    if (typeof parsed === "object" && parsed !== null && typeof (parsed as { error?: unknown }).error === "string") {
      message = (parsed as { error: string }).error;
    }
  } catch {
    // Not JSON: keep the status alone.
  }
  throw new BoltzApiError(boltzErrorCode(response.status, message), message, response.status);
}
