/**
 * Lightning invoices (BOLT 11), decoded far enough for the swap screens: network, amount, timestamp,
 * expiry, payment hash, description and fallback addresses.
 *
 * Not checked here: the signature (it needs secp256k1, which @ceiba/core does not carry) and the feature
 * bits' requirements. The swap provider (Boltz) verifies both before it accepts an invoice, and a swap
 * that pays a forged invoice cannot be created; the wallet that pays it verifies them again.
 */
import { bytesToHex } from "@noble/hashes/utils";
import { bech32Decode, wordsToBytesTrimmed } from "./bech32";
import { invoiceSigningHash } from "./lightning-invoice-encode";
import { encodeBitcoinAddress, type BitcoinNetwork } from "./bitcoin-address";

/** The invoice prefixes of lending-engine §5 and their networks. */
export const LIGHTNING_PREFIXES = { lnbc: "mainnet", lntb: "testnet", lnbcrt: "regtest" } as const satisfies Record<
  string,
  BitcoinNetwork
>;
export type LightningPrefix = keyof typeof LIGHTNING_PREFIXES;

export interface LightningInvoice {
  /** The invoice as decoded: lowercase, without the `lightning:` prefix. */
  readonly paymentRequest: string;
  readonly prefix: LightningPrefix;
  readonly network: BitcoinNetwork;
  /** The amount in millisatoshis, exact; undefined when the invoice leaves the amount to the payer. */
  readonly amountMsat?: bigint;
  /** The amount in satoshis, truncated (an invoice may ask for a fraction of a satoshi). */
  readonly amountSat?: bigint;
  /** Creation time, seconds since 1970. */
  readonly timestamp: number;
  /** Seconds after `timestamp` when the invoice expires (3600 when the invoice does not say). */
  readonly expiry: number;
  readonly expiresAt: number;
  /** 32-byte payment hash, hex. */
  readonly paymentHash: string;
  readonly paymentSecret?: string;
  readonly description?: string;
  /** SHA-256 of a long description, hex. */
  readonly descriptionHash?: string;
  /** The payee's node public key, hex, when the invoice states it. */
  readonly payeeNodeKey?: string;
  /** `min_final_cltv_expiry` (18 when the invoice does not say). */
  readonly minFinalCltvExpiry: number;
  /** On-chain fallback addresses, most preferred first. */
  readonly fallbackAddresses: readonly string[];
  /** Feature bits, bit 0 = least significant; 0 when absent. */
  readonly features: bigint;
  /** 64-byte compact signature (r ‖ s), hex, and its recovery id — not verified here. */
  readonly signature: string;
  readonly recoveryId: number;
  /** The 32-byte SHA-256 the signature covers (invoiceSigningHash), hex: what a verifier checks it against. */
  readonly signedHash: string;
}

export type InvoiceDecodeFailure =
  | "empty"
  /** Not Bech32, or its checksum is wrong. */
  | "encoding"
  /** Not a Lightning invoice of a known network (lnbc, lntb, lnbcrt). */
  | "prefix"
  /** Amount with a non-digit, an unknown multiplier, zero, or a fraction of a millisatoshi. */
  | "amount"
  /** Too short to hold a timestamp and a signature. */
  | "tooShort"
  /** A tagged field runs past the signature, or a value is out of range. */
  | "field"
  /** No 256-bit payment hash. */
  | "paymentHash"
  /** The description is not UTF-8. */
  | "description";

export type InvoiceDecodeResult =
  | { readonly ok: true; readonly invoice: LightningInvoice }
  | { readonly ok: false; readonly reason: InvoiceDecodeFailure };

const URI_PREFIX = /^lightning:/i;
const TIMESTAMP_WORDS = 7;
const SIGNATURE_WORDS = 104;
const DEFAULT_EXPIRY = 3_600;
const DEFAULT_MIN_FINAL_CLTV_EXPIRY = 18;
/** Millisatoshis per bitcoin, and per unit of each multiplier (pico is handled apart: 1 p = 0.1 msat). */
const MSAT_PER_BTC = 100_000_000_000n;
const MSAT_PER_UNIT: Readonly<Record<string, bigint>> = { "": MSAT_PER_BTC, m: 100_000_000n, u: 100_000n, n: 100n };

const TAG = {
  paymentHash: 1,
  routing: 3,
  features: 5,
  expiry: 6,
  fallback: 9,
  description: 13,
  paymentSecret: 16,
  payee: 19,
  descriptionHash: 23,
  minFinalCltvExpiry: 24,
} as const;

/** Trims the input and removes a `lightning:` URI prefix, whatever its case. */
export function stripLightningPrefix(input: string): string {
  return input.trim().replace(URI_PREFIX, "");
}

function wordsToBigInt(words: readonly number[]): bigint {
  return words.reduce((acc, word) => (acc << 5n) | BigInt(word), 0n);
}

function parseAmount(text: string): bigint | undefined | "invalid" {
  if (text === "") return undefined;
  const match = /^(\d+)([munp]?)$/.exec(text);
  if (!match) return "invalid";
  const value = BigInt(match[1] ?? "");
  const multiplier = match[2] ?? "";
  if (value === 0n) return "invalid";
  if (multiplier === "p") return value % 10n === 0n ? value / 10n : "invalid";
  const perUnit = MSAT_PER_UNIT[multiplier];
  return perUnit === undefined ? "invalid" : value * perUnit;
}

function fallbackAddress(words: readonly number[], network: BitcoinNetwork): string | undefined {
  const [version, ...rest] = words;
  if (version === undefined) return undefined;
  const program = wordsToBytesTrimmed(rest);
  if (version === 17 || version === 18) {
    if (program.length !== 20) return undefined;
    return encodeBitcoinAddress(network, { type: version === 17 ? "p2pkh" : "p2sh", program });
  }
  // Versions 19–31 are reserved: readers skip them.
  if (version > 16 || program.length < 2 || program.length > 40) return undefined;
  return encodeBitcoinAddress(network, { witnessVersion: version, program });
}

const fail = (reason: InvoiceDecodeFailure): InvoiceDecodeResult => ({ ok: false, reason });

/** Decodes a BOLT 11 invoice, with or without the `lightning:` prefix, in either case. */
export function decodeLightningInvoice(input: string): InvoiceDecodeResult {
  const text = stripLightningPrefix(input);
  if (text === "") return fail("empty");
  const decoded = bech32Decode(text, Infinity);
  if (decoded === undefined || decoded.encoding !== "bech32") return fail("encoding");

  const hrp = /^ln(bcrt|bc|tb)(.*)$/.exec(decoded.hrp);
  const amountText = hrp?.[2] ?? "";
  // "lntbs…" (signet) and other currencies are unknown prefixes, not bad amounts.
  if (!hrp || (amountText !== "" && !/^\d/.test(amountText))) return fail("prefix");
  const prefix = `ln${hrp[1] ?? ""}` as LightningPrefix;
  const network = LIGHTNING_PREFIXES[prefix];
  const amountMsat = parseAmount(amountText);
  if (amountMsat === "invalid") return fail("amount");

  const words = decoded.words;
  if (words.length < TIMESTAMP_WORDS + SIGNATURE_WORDS) return fail("tooShort");
  const end = words.length - SIGNATURE_WORDS;
  const timestamp = Number(wordsToBigInt(words.slice(0, TIMESTAMP_WORDS)));

  let paymentHash: string | undefined;
  let paymentSecret: string | undefined;
  let description: string | undefined;
  let descriptionHash: string | undefined;
  let payeeNodeKey: string | undefined;
  let expiry = DEFAULT_EXPIRY;
  let minFinalCltvExpiry = DEFAULT_MIN_FINAL_CLTV_EXPIRY;
  let features = 0n;
  const fallbackAddresses: string[] = [];

  let position = TIMESTAMP_WORDS;
  while (position < end) {
    if (position + 3 > end) return fail("field");
    const tag = words[position] ?? 0;
    const length = (words[position + 1] ?? 0) * 32 + (words[position + 2] ?? 0);
    const data = words.slice(position + 3, position + 3 + length);
    position += 3 + length;
    if (position > end) return fail("field");

    // BOLT 11: the first field of a kind is the preferred one; fields of the wrong length are skipped.
    switch (tag) {
      case TAG.paymentHash:
        if (length === 52 && paymentHash === undefined) paymentHash = bytesToHex(wordsToBytesTrimmed(data));
        break;
      case TAG.paymentSecret:
        if (length === 52 && paymentSecret === undefined) paymentSecret = bytesToHex(wordsToBytesTrimmed(data));
        break;
      case TAG.descriptionHash:
        if (length === 52 && descriptionHash === undefined) descriptionHash = bytesToHex(wordsToBytesTrimmed(data));
        break;
      case TAG.payee:
        if (length === 53 && payeeNodeKey === undefined) payeeNodeKey = bytesToHex(wordsToBytesTrimmed(data));
        break;
      case TAG.description:
        if (description === undefined) {
          try {
            description = new TextDecoder("utf-8", { fatal: true }).decode(wordsToBytesTrimmed(data));
          } catch {
            return fail("description");
          }
        }
        break;
      case TAG.expiry:
      case TAG.minFinalCltvExpiry: {
        const value = wordsToBigInt(data);
        if (value > BigInt(Number.MAX_SAFE_INTEGER)) return fail("field");
        if (tag === TAG.expiry) expiry = Number(value);
        else minFinalCltvExpiry = Number(value);
        break;
      }
      case TAG.features:
        features = wordsToBigInt(data);
        break;
      case TAG.fallback: {
        const address = fallbackAddress(data, network);
        if (address !== undefined) fallbackAddresses.push(address);
        break;
      }
      default:
        // Routing hints (r) and unknown fields: not needed here.
        break;
    }
  }
  if (paymentHash === undefined) return fail("paymentHash");

  const signatureBytes = wordsToBytesTrimmed(words.slice(end));
  return {
    ok: true,
    invoice: {
      paymentRequest: text.toLowerCase(),
      prefix,
      network,
      ...(amountMsat !== undefined && { amountMsat, amountSat: amountMsat / 1000n }),
      timestamp,
      expiry,
      expiresAt: timestamp + expiry,
      paymentHash,
      ...(paymentSecret !== undefined && { paymentSecret }),
      ...(description !== undefined && { description }),
      ...(descriptionHash !== undefined && { descriptionHash }),
      ...(payeeNodeKey !== undefined && { payeeNodeKey }),
      minFinalCltvExpiry,
      fallbackAddresses,
      features,
      signature: bytesToHex(signatureBytes.slice(0, 64)),
      recoveryId: signatureBytes[64] ?? 0,
      signedHash: bytesToHex(invoiceSigningHash(decoded.hrp, words.slice(0, end))),
    },
  };
}

/** Whether `input` is a decodable invoice (of `network`, when given). */
export function isLightningInvoice(input: string, network?: BitcoinNetwork): boolean {
  const result = decodeLightningInvoice(input);
  return result.ok && (network === undefined || result.invoice.network === network);
}
