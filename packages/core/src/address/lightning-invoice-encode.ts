/**
 * Writes BOLT 11 invoices: the counterpart of decodeLightningInvoice, for the local Boltz stand-in and for
 * tests that need real invoices of every network (the BOLT 11 examples are mainnet and testnet only).
 *
 * Signing is the caller's: @ceiba/core carries no secp256k1, so `sign` receives the 32-byte SHA-256 that
 * BOLT 11 signs (HRP bytes ‖ data words packed into bytes) and returns a compact signature and recovery id.
 */
import { sha256 } from "@noble/hashes/sha256";
import { hexToBytes, utf8ToBytes } from "@noble/hashes/utils";
import { bech32Encode, convertBits } from "./bech32";
import type { LightningPrefix } from "./lightning-invoice";

export interface LightningInvoiceFields {
  readonly prefix: LightningPrefix;
  /** Millisatoshis; omitted for an invoice that leaves the amount to the payer. */
  readonly amountMsat?: bigint;
  /** Seconds since 1970. */
  readonly timestamp: number;
  /** 32-byte payment hash, hex. */
  readonly paymentHash: string;
  /** 32-byte payment secret, hex. */
  readonly paymentSecret?: string;
  readonly description?: string;
  /** Seconds; omitted means BOLT 11's default of 3600. */
  readonly expiry?: number;
  readonly minFinalCltvExpiry?: number;
  /** Feature bits (bit 0 = least significant), e.g. var_onion_optin (8) and payment_secret (14) as LND sets them. */
  readonly features?: bigint;
}

export interface InvoiceSignature {
  /** 64 bytes: r ‖ s. */
  readonly compact: Uint8Array;
  readonly recoveryId: number;
}

/** The shortest BOLT 11 amount text for `msat` (e.g. 250 000 000 msat → "2500u"). */
export function encodeInvoiceAmount(msat: bigint): string {
  if (msat <= 0n) throw new RangeError("An invoice amount must be positive");
  const units: readonly [string, bigint][] = [
    ["", 100_000_000_000n],
    ["m", 100_000_000n],
    ["u", 100_000n],
    ["n", 100n],
  ];
  for (const [suffix, perUnit] of units) if (msat % perUnit === 0n) return `${msat / perUnit}${suffix}`;
  return `${msat * 10n}p`;
}

function intToWords(value: number | bigint, minWords = 1): number[] {
  const words: number[] = [];
  let rest = BigInt(value);
  while (rest > 0n) {
    words.unshift(Number(rest % 32n));
    rest /= 32n;
  }
  while (words.length < minWords) words.unshift(0);
  return words;
}

function taggedField(tag: number, data: readonly number[]): number[] {
  if (data.length >= 1024) throw new RangeError("A BOLT 11 field holds at most 1023 words");
  return [tag, Math.floor(data.length / 32), data.length % 32, ...data];
}

const bytesToWords = (bytes: Uint8Array): number[] => convertBits([...bytes], 8, 5, true) ?? [];

/**
 * What BOLT 11 signs: SHA-256 of the human-readable part's bytes ‖ the data words (timestamp and tagged
 * fields, without the signature) packed into bytes, the last one zero-padded. The decoder gives it as
 * `signedHash`, so a verifier with secp256k1 (the Boltz stand-in) checks a signature without re-reading the
 * invoice.
 */
export function invoiceSigningHash(hrp: string, dataWords: readonly number[]): Uint8Array {
  return sha256(new Uint8Array([...utf8ToBytes(hrp), ...(convertBits(dataWords, 5, 8, true) ?? [])]));
}

/** Encodes and signs an invoice. */
export function encodeLightningInvoice(
  fields: LightningInvoiceFields,
  sign: (hash: Uint8Array) => InvoiceSignature,
): string {
  if (!Number.isSafeInteger(fields.timestamp) || fields.timestamp < 0 || fields.timestamp >= 2 ** 35) {
    throw new RangeError("The timestamp must fit 35 bits");
  }
  const hrp = `${fields.prefix}${fields.amountMsat === undefined ? "" : encodeInvoiceAmount(fields.amountMsat)}`;
  const words = [
    ...intToWords(fields.timestamp, 7),
    ...taggedField(1, bytesToWords(hexToBytes(fields.paymentHash))),
    ...(fields.description !== undefined ? taggedField(13, bytesToWords(utf8ToBytes(fields.description))) : []),
    ...(fields.paymentSecret !== undefined ? taggedField(16, bytesToWords(hexToBytes(fields.paymentSecret))) : []),
    ...(fields.expiry !== undefined ? taggedField(6, intToWords(fields.expiry)) : []),
    ...(fields.minFinalCltvExpiry !== undefined ? taggedField(24, intToWords(fields.minFinalCltvExpiry)) : []),
    ...(fields.features !== undefined ? taggedField(5, intToWords(fields.features)) : []),
  ];
  const signature = sign(invoiceSigningHash(hrp, words));
  if (signature.compact.length !== 64) throw new RangeError("A signature is 64 bytes");
  const signatureWords = bytesToWords(new Uint8Array([...signature.compact, signature.recoveryId]));
  return bech32Encode(hrp, [...words, ...signatureWords], "bech32");
}
