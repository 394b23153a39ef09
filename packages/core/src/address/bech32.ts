/**
 * Bech32 (BIP-173) and Bech32m (BIP-350): the checksummed base-32 encoding of native SegWit addresses
 * and of Lightning invoices. Decoding tells which of the two checksums matched; the caller decides which
 * one it needed (SegWit v0 needs Bech32, v1+ Bech32m, BOLT 11 Bech32).
 */

export type Bech32Encoding = "bech32" | "bech32m";

export interface Bech32Decoded {
  /** Human-readable part, lowercase. */
  readonly hrp: string;
  /** The 5-bit data words, checksum excluded. */
  readonly words: readonly number[];
  readonly encoding: Bech32Encoding;
}

const CHARSET = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";
const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
const CHECKSUM_CONSTANT: Readonly<Record<Bech32Encoding, number>> = { bech32: 1, bech32m: 0x2bc830a3 };
/** BIP-173's length limit for addresses; BOLT 11 invoices lift it. */
export const BECH32_ADDRESS_LIMIT = 90;

function polymod(values: readonly number[]): number {
  let chk = 1;
  for (const value of values) {
    const top = chk >>> 25;
    chk = (((chk & 0x1ffffff) << 5) ^ value) >>> 0;
    GENERATOR.forEach((g, i) => {
      if ((top >>> i) & 1) chk = (chk ^ g) >>> 0;
    });
  }
  return chk;
}

function hrpExpand(hrp: string): number[] {
  const codes = [...hrp].map((char) => char.charCodeAt(0));
  return [...codes.map((c) => c >> 5), 0, ...codes.map((c) => c & 31)];
}

function createChecksum(hrp: string, words: readonly number[], encoding: Bech32Encoding): number[] {
  const mod = polymod([...hrpExpand(hrp), ...words, 0, 0, 0, 0, 0, 0]) ^ CHECKSUM_CONSTANT[encoding];
  return [0, 1, 2, 3, 4, 5].map((i) => (mod >>> (5 * (5 - i))) & 31);
}

export function bech32Encode(hrp: string, words: readonly number[], encoding: Bech32Encoding): string {
  const lower = hrp.toLowerCase();
  const data = [...words, ...createChecksum(lower, words, encoding)];
  return `${lower}1${data.map((word) => CHARSET.charAt(word)).join("")}`;
}

/**
 * Decodes a Bech32 or Bech32m string, or returns undefined: characters outside 33–126, mixed case, no
 * separator, an empty HRP, fewer than 6 checksum characters, a character outside the charset, a wrong
 * checksum, or more than `limit` characters.
 */
export function bech32Decode(text: string, limit: number = BECH32_ADDRESS_LIMIT): Bech32Decoded | undefined {
  if (text.length > limit) return undefined;
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char.length !== 1 || code < 33 || code > 126) return undefined;
  }
  const lower = text.toLowerCase();
  if (text !== lower && text !== text.toUpperCase()) return undefined;
  const separator = lower.lastIndexOf("1");
  if (separator < 1 || separator + 7 > lower.length) return undefined;
  const hrp = lower.slice(0, separator);
  const data: number[] = [];
  for (const char of lower.slice(separator + 1)) {
    const word = CHARSET.indexOf(char);
    if (word < 0) return undefined;
    data.push(word);
  }
  const check = polymod([...hrpExpand(hrp), ...data]);
  const encoding = (Object.keys(CHECKSUM_CONSTANT) as Bech32Encoding[]).find((e) => CHECKSUM_CONSTANT[e] === check);
  if (encoding === undefined) return undefined;
  return { hrp, words: data.slice(0, -6), encoding };
}

/**
 * Regroups bits (e.g. 8-bit bytes into 5-bit words). With `pad`, the last group is zero-padded; without,
 * leftover bits must be fewer than `from` and all zero, else undefined (BIP-173's convertbits).
 */
export function convertBits(data: readonly number[], from: number, to: number, pad: boolean): number[] | undefined {
  let acc = 0;
  let bits = 0;
  const out: number[] = [];
  const max = (1 << to) - 1;
  for (const value of data) {
    if (value < 0 || value >> from !== 0) return undefined;
    acc = ((acc << from) | value) & 0xffffff;
    bits += from;
    while (bits >= to) {
      bits -= to;
      out.push((acc >> bits) & max);
    }
  }
  if (pad) {
    if (bits > 0) out.push((acc << (to - bits)) & max);
  } else if (bits >= from || ((acc << (to - bits)) & max) !== 0) {
    return undefined;
  }
  return out;
}

/** 5-bit words to bytes, dropping the incomplete last byte whatever its bits (BOLT 11 field data). */
export function wordsToBytesTrimmed(words: readonly number[]): Uint8Array {
  let acc = 0;
  let bits = 0;
  const out: number[] = [];
  for (const word of words) {
    acc = ((acc << 5) | word) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out.push((acc >> bits) & 0xff);
    }
  }
  return Uint8Array.from(out);
}
