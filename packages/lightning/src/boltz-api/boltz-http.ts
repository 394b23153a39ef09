/**
 * One JSON request to Boltz: a timeout on every call, a bounded answer (read no further than the limit),
 * and every failure turned into a BoltzApiError with a catalogue id.
 */
import { BOLTZ_MAX_RESPONSE_BYTES, BOLTZ_REQUEST_TIMEOUT_MS } from "@ceiba/core";
import { BoltzApiError, boltzErrorCode } from "./boltz-api-error";

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface BoltzHttpOptions {
  /** Boltz's base URL without /v2 (e.g. https://api.boltz.exchange). */
  readonly baseUrl: string;
  readonly fetch?: FetchLike;
  readonly timeoutMs?: number;
  readonly maxResponseBytes?: number;
}

async function readBounded(response: Response, limit: number): Promise<string> {
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > limit) throw new BoltzApiError("lightning.providerInvalidAnswer", `answer of ${declared} bytes`);
  if (response.body === null) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new BoltzApiError("lightning.providerInvalidAnswer", `answer over ${limit} bytes`);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
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
    text = await readBounded(response, options.maxResponseBytes ?? BOLTZ_MAX_RESPONSE_BYTES);
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
