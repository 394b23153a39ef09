/**
 * Hand-written readers for Boltz's JSON answers (the repo carries no schema library). Each throws
 * InvalidAnswer naming the field, so a malformed answer is refused whole instead of half-used.
 */
import { getAddress, isAddress, type Address, type Hex } from "viem";

export class InvalidAnswer extends Error {
  override readonly name = "InvalidAnswer";
}

export type JsonObject = Readonly<Record<string, unknown>>;

export function objectAt(value: unknown, path: string): JsonObject {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new InvalidAnswer(`${path}: not an object`);
  return value as JsonObject;
}

export function stringAt(object: JsonObject, key: string, path: string): string {
  const value = object[key];
  if (typeof value !== "string" || value === "") throw new InvalidAnswer(`${path}.${key}: not a string`);
  return value;
}

export function optionalStringAt(object: JsonObject, key: string, path: string): string | undefined {
  return object[key] === undefined ? undefined : stringAt(object, key, path);
}

export function booleanAt(object: JsonObject, key: string, path: string): boolean | undefined {
  const value = object[key];
  if (value === undefined) return undefined;
  if (typeof value !== "boolean") throw new InvalidAnswer(`${path}.${key}: not a boolean`);
  return value;
}

/** A JSON number: finite. Only for rates and percentages, never for money (see satsAt). */
export function numberAt(object: JsonObject, key: string, path: string): number {
  const value = object[key];
  if (typeof value !== "number" || !Number.isFinite(value)) throw new InvalidAnswer(`${path}.${key}: not a number`);
  return value;
}

/** An amount in satoshis: a non-negative integer JSON number, exact (≤ 2^53), as bigint. */
export function satsAt(object: JsonObject, key: string, path: string): bigint {
  const value = object[key];
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0) {
    throw new InvalidAnswer(`${path}.${key}: not a whole number of satoshis`);
  }
  return BigInt(value);
}

/** A block height: a positive safe integer, as bigint. */
export function blockHeightAt(object: JsonObject, key: string, path: string): bigint {
  const height = satsAt(object, key, path);
  if (height === 0n) throw new InvalidAnswer(`${path}.${key}: not a block height`);
  return height;
}

/** An EVM address, checksummed for comparison-free use (compare lowercased anyway: Rootstock uses EIP-1191). */
export function addressAt(object: JsonObject, key: string, path: string): Address {
  const value = stringAt(object, key, path);
  if (!isAddress(value, { strict: false })) throw new InvalidAnswer(`${path}.${key}: not an address`);
  return getAddress(value);
}

/** Hex bytes, with or without 0x, of `bytes` length when given; returned with 0x, lowercase. */
export function hexAt(object: JsonObject, key: string, path: string, bytes?: number): Hex {
  const value = stringAt(object, key, path).replace(/^0x/i, "");
  const lengthOk = bytes === undefined ? value.length % 2 === 0 : value.length === bytes * 2;
  if (!/^[0-9a-fA-F]*$/.test(value) || !lengthOk) throw new InvalidAnswer(`${path}.${key}: not hex`);
  return `0x${value.toLowerCase()}`;
}
