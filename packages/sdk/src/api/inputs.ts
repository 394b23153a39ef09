/**
 * The API's inputs: the checks of a request's values (the indexer runs them; each refusal is a 4xx with a JSON
 * `{ error }` saying why), and the query and path parameters of the route table, each one parser the route runs
 * and one formatter the client uses, so that both read a parameter the same way.
 */
import { isRootstockAddress } from "@ceiba/core";

/** A request the API refuses: its status and the message the answer's `error` carries. */
export class BadRequest extends Error {
  constructor(
    message: string,
    readonly status: 400 | 403 | 404 | 409 | 413 | 415 = 400,
  ) {
    super(message);
    this.name = "BadRequest";
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

/**
 * A query or path parameter: what the client gives (`In`), how it travels (`format`: a string, or nothing),
 * and what the route reads (`parse`, which throws BadRequest).
 */
export interface Param<In, Out> {
  readonly format: (value: In) => string | undefined;
  readonly parse: (raw: string | undefined, field: string) => Out;
}

export type ParamIn<P> = P extends Param<infer In, unknown> ? In : never;
export type ParamOut<P> = P extends Param<never, infer Out> ? Out : never;

/** An address; the route reads it lowercased. */
export const addressParam: Param<string, `0x${string}`> = {
  format: (value) => value,
  parse: (raw, field) => requireAddress(raw, field),
};

/** A transaction hash; the route reads it lowercased. */
export const txHashParam: Param<string, `0x${string}`> = {
  format: (value) => value,
  parse: (raw) => requireTxHash(raw),
};

/** A whole number within [min, max], optional; `fallback` when absent. */
export function integerParam(min: number, max: number): Param<number | undefined, number | undefined>;
export function integerParam(min: number, max: number, fallback: number): Param<number | undefined, number>;
export function integerParam(
  min: number,
  max: number,
  fallback?: number,
): Param<number | undefined, number | undefined> {
  return {
    format: (value) => (value === undefined ? undefined : String(value)),
    parse: (raw, field) => optionalInteger(raw, field, min, max) ?? fallback,
  };
}

/** A comma-separated list of `allowed` values, optional (absent or empty: undefined, no filter). */
export function listParam<const T extends string>(
  allowed: readonly T[],
): Param<readonly T[] | undefined, T[] | undefined> & { readonly allowed: readonly T[] } {
  return {
    allowed,
    format: (value) => (value === undefined || value.length === 0 ? undefined : value.join(",")),
    parse: (raw, field) => optionalList(raw, field, allowed),
  };
}

/** A path segment of letters, digits, '-' and '_' (1 to `maxLength`). */
export function idParam(maxLength: number): Param<string, string> {
  return {
    format: (value) => value,
    parse: (raw, field) => {
      if (raw === undefined || !new RegExp(`^[A-Za-z0-9_-]{1,${maxLength}}$`).test(raw)) {
        throw new BadRequest(`${field} must be 1 to ${maxLength} letters, digits, '-' or '_'`);
      }
      return raw;
    },
  };
}
