/** Input checks shared by the REST routes: every bad input is a 4xx with a JSON message. */
import type { Context } from "hono";
import { isRootstockAddress } from "@ceiba/core";

export class BadRequest extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 413 | 415 = 400,
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

/** Reads a JSON object body of at most `limit` bytes. */
export async function readJsonObject(c: Context, limit: number): Promise<Record<string, unknown>> {
  const declared = Number(c.req.header("content-length") ?? "0");
  if (declared > limit) throw new BadRequest(`body larger than ${limit} bytes`, 413);
  const type = c.req.header("content-type") ?? "";
  if (!type.toLowerCase().includes("application/json"))
    throw new BadRequest("content-type must be application/json", 415);
  const buffer = await c.req.arrayBuffer();
  if (buffer.byteLength > limit) throw new BadRequest(`body larger than ${limit} bytes`, 413);
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
