/**
 * Reading and checking request bodies: every refusal is a RequestRefused with a status (4xx) and a reason the
 * answer carries as Boltz's `{ "error": "…" }`, so bad input never reaches a 5xx.
 */
import type http from "node:http";
import { isAddress } from "viem";
import type { Hex } from "./swap-record";

export class RequestRefused extends Error {
  override readonly name = "RequestRefused";
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

/** Bodies are small JSON objects; anything past this is refused before it is read whole. */
export const MAX_BODY_BYTES = 16 * 1024;

export async function readJsonObject(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new RequestRefused(`the body is larger than ${MAX_BODY_BYTES} bytes`, 413);
    chunks.push(buffer);
  }
  const text = Buffer.concat(chunks).toString("utf8").trim();
  if (text === "") return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new RequestRefused("the body is not JSON");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new RequestRefused("the body must be a JSON object");
  }
  return parsed as Record<string, unknown>;
}

/** Boltz's wording for a missing parameter. */
const undefinedParameter = (name: string) => new RequestRefused(`undefined parameter: ${name}`);
const invalidParameter = (name: string, why: string) => new RequestRefused(`invalid parameter: ${name} (${why})`);

export function optionalString(body: Record<string, unknown>, name: string, maxLength = 2048): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string") throw invalidParameter(name, "must be a string");
  if (value.length > maxLength) throw invalidParameter(name, `longer than ${maxLength} characters`);
  return value;
}

export function requiredString(body: Record<string, unknown>, name: string, maxLength = 2048): string {
  const value = optionalString(body, name, maxLength);
  if (value === undefined || value === "") throw undefinedParameter(name);
  return value;
}

/** A whole amount of sats (JSON number, a safe integer ≥ 1), as bigint. */
export function optionalSats(body: Record<string, unknown>, name: string): bigint | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value <= 0) {
    throw invalidParameter(name, "must be a whole number of sats above 0");
  }
  return BigInt(value);
}

/** A whole number of seconds or blocks within [min, max]. */
export function optionalCount(
  body: Record<string, unknown>,
  name: string,
  min: number,
  max: number,
): number | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < min || value > max) {
    throw invalidParameter(name, `must be a whole number from ${min} to ${max}`);
  }
  return value;
}

/** 32 bytes as hex, with or without 0x (Boltz's clients send it without); lowercased with 0x. */
export function requiredHash(body: Record<string, unknown>, name: string): Hex {
  const value = requiredString(body, name, 66);
  const hex = value.startsWith("0x") ? value.slice(2) : value;
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) throw invalidParameter(name, "must be 32 bytes of hex");
  return `0x${hex.toLowerCase()}`;
}

/** A compressed secp256k1 public key (33 bytes hex). */
export function requiredPublicKey(body: Record<string, unknown>, name: string): Hex {
  const value = requiredString(body, name, 68);
  const hex = value.startsWith("0x") ? value.slice(2) : value;
  if (!/^0[23][0-9a-fA-F]{64}$/.test(hex)) throw invalidParameter(name, "must be a compressed public key in hex");
  return `0x${hex.toLowerCase()}`;
}

export function optionalEvmAddress(body: Record<string, unknown>, name: string): Hex | undefined {
  const value = optionalString(body, name, 42);
  if (value === undefined) return undefined;
  if (!isAddress(value, { strict: false })) throw invalidParameter(name, "must be an EVM address");
  return value.toLowerCase() as Hex;
}

export function requiredEvmAddress(body: Record<string, unknown>, name: string): Hex {
  const value = optionalEvmAddress(body, name);
  if (value === undefined) throw undefinedParameter(name);
  return value;
}
