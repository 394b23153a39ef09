/** Input checks shared by the REST routes: every bad input is a 4xx with a JSON message. */
import type { Context } from "hono";
import { isRootstockAddress } from "@ceiba/core";

export class BadRequest extends Error {
  constructor(
    message: string,
    readonly status: 400 | 403 | 404 | 409 | 413 | 415 = 400,
  ) {
    super(message);
  }
}

const HASH = /^0x[0-9a-fA-F]{64}$/;

export function requireAddress(value: unknown, field = "address"): `0x${string}` {
  if (typeof value !== "string" || !/^0x[0-9a-fA-F]{40}$/.test(value) || !isRootstockAddress(value)) {
    throw new BadRequest(`${field} must be a 0x-prefixed 20-byte address`);
  }
  return value.toLowerCase() as `0x${string}`;
}

export function requireTxHash(value: unknown): `0x${string}` {
  if (typeof value !== "string" || !HASH.test(value)) throw new BadRequest("txHash must be a 0x-prefixed 32-byte hash");
  return value.toLowerCase() as `0x${string}`;
}

export function requireString(value: unknown, field: string, maxLength: number): string {
  if (typeof value !== "string" || value.length === 0 || value.length > maxLength) {
    throw new BadRequest(`${field} must be a non-empty string of at most ${maxLength} characters`);
  }
  return value;
}

/** Requests whose body was refused part way (over the limit): the rest is left on the connection. */
export const bodyCutShort = new WeakSet<Request>();

/** The body's bytes, read as they arrive and never more than `limit` of them (413 beyond). */
async function readBody(request: Request, limit: number): Promise<Uint8Array> {
  const reader = request.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    // Without a Content-Length (a chunked body) the size is only known while reading: stop at the limit.
    if (size > limit) {
      bodyCutShort.add(request);
      throw new BadRequest(`body larger than ${limit} bytes`, 413);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** Reads a JSON object body of at most `limit` bytes. */
export async function readJsonObject(c: Context, limit: number): Promise<Record<string, unknown>> {
  const declared = Number(c.req.header("content-length") ?? "0");
  if (declared > limit) throw new BadRequest(`body larger than ${limit} bytes`, 413);
  const type = c.req.header("content-type") ?? "";
  if (!type.toLowerCase().includes("application/json"))
    throw new BadRequest("content-type must be application/json", 415);
  const buffer = await readBody(c.req.raw, limit);
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(buffer));
  } catch {
    throw new BadRequest("body is not valid JSON");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new BadRequest("body must be a JSON object");
  }
  return parsed as Record<string, unknown>;
}

/** The largest amount a contract can hold (uint256). */
const MAX_UINT256 = 2n ** 256n - 1n;

/**
 * An amount in the token's smallest unit as a decimal integer string ("1500000000000000"): no sign, no
 * decimals, no exponent, at most a uint256. `positive` refuses 0.
 */
export function requireAmount(value: unknown, field: string, positive: boolean): bigint {
  const what = `${field} must be a ${positive ? "positive" : "non-negative"} whole number of the token's smallest unit, as a decimal string`;
  if (typeof value !== "string" || !/^(0|[1-9][0-9]{0,77})$/.test(value)) throw new BadRequest(what);
  const amount = BigInt(value);
  if (amount > MAX_UINT256 || (positive && amount === 0n)) throw new BadRequest(what);
  return amount;
}

/** One of `allowed`, with a message that lists them. */
export function requireOneOf<T extends string>(value: unknown, field: string, allowed: readonly T[]): T {
  if (typeof value !== "string" || !(allowed as readonly string[]).includes(value)) {
    throw new BadRequest(`${field} must be one of ${allowed.join(", ")}`);
  }
  return value as T;
}

/** An optional comma-separated list of `allowed` values (`undefined` when absent or empty). */
export function optionalList<T extends string>(value: string | undefined, field: string, allowed: readonly T[]) {
  if (value === undefined || value.trim() === "") return undefined;
  return [...new Set(value.split(",").map((v) => requireOneOf(v.trim(), field, allowed)))];
}

/** An optional whole-number query parameter within [min, max]. */
export function optionalInteger(
  value: string | undefined,
  field: string,
  min: number,
  max: number,
): number | undefined {
  if (value === undefined || value === "") return undefined;
  const n = /^[0-9]{1,16}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw new BadRequest(`${field} must be a whole number from ${min} to ${max}`);
  }
  return n;
}
