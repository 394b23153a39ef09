/**
 * Base58 and Base58Check, the encoding of legacy Bitcoin addresses (P2PKH, P2SH): a big-endian base-58
 * number whose leading zero bytes are written as '1's, with a 4-byte double-SHA-256 checksum appended.
 */
import { sha256 } from "@noble/hashes/sha256";

const ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
const BASE = 58n;

export function base58Encode(bytes: Uint8Array): string {
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++;
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  let out = "";
  while (value > 0n) {
    out = ALPHABET.charAt(Number(value % BASE)) + out;
    value /= BASE;
  }
  return "1".repeat(zeros) + out;
}

/** The bytes of a Base58 string, or undefined when it holds a character outside the alphabet. */
export function base58Decode(text: string): Uint8Array | undefined {
  let zeros = 0;
  while (zeros < text.length && text.charAt(zeros) === "1") zeros++;
  let value = 0n;
  for (const char of text) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) return undefined;
    value = value * BASE + BigInt(digit);
  }
  const body: number[] = [];
  while (value > 0n) {
    body.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...body]);
}

function checksum(payload: Uint8Array): Uint8Array {
  return sha256(sha256(payload)).slice(0, 4);
}

export function base58CheckEncode(payload: Uint8Array): string {
  const out = new Uint8Array(payload.length + 4);
  out.set(payload);
  out.set(checksum(payload), payload.length);
  return base58Encode(out);
}

/** The payload of a Base58Check string, or undefined when the encoding or the checksum is wrong. */
export function base58CheckDecode(text: string): Uint8Array | undefined {
  const bytes = base58Decode(text);
  if (bytes === undefined || bytes.length < 5) return undefined;
  const payload = bytes.slice(0, -4);
  const expected = checksum(payload);
  return expected.every((byte, i) => byte === bytes[payload.length + i]) ? payload : undefined;
}
