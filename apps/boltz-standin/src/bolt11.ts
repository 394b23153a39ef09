/**
 * BOLT11 invoices, encoded and signed with a local node key (the stand-in's reverse-swap invoices and its "local
 * Lightning wallet") and decoded with their signature checked (the invoices a submarine swap is asked to pay).
 * Built on audited primitives (@noble/curves secp256k1, @noble/hashes sha256, @scure/base bech32) rather than
 * a BOLT11 package: the ones on npm pull native secp256k1 builds.
 */
import { secp256k1 } from "@noble/curves/secp256k1";
import { sha256 } from "@noble/hashes/sha256";
import { bech32 } from "@scure/base";
import { bytesToHex, hexToBytes } from "viem";

export type LightningNetwork = "mainnet" | "testnet" | "signet" | "regtest";

/** BOLT11 prefixes after "ln"; longest first, since "bc" is a prefix of "bcrt". */
const NETWORK_PREFIXES: readonly [string, LightningNetwork][] = [
  ["bcrt", "regtest"],
  ["bc", "mainnet"],
  ["tbs", "signet"],
  ["tb", "testnet"],
];

/** Millisatoshis per unit of each amount multiplier (m = 10^-3 BTC … p = 10^-12 BTC; 1 BTC = 10^11 msat). */
const MSAT_PER_UNIT: Record<string, bigint | undefined> = {
  m: 100_000_000n,
  u: 100_000n,
  n: 100n,
};
const DEFAULT_EXPIRY_SECONDS = 3600;
const TAG = { paymentHash: 1, paymentSecret: 16, description: 13, expiry: 6, minFinalCltv: 24, payee: 19, features: 5 };
const SIGNATURE_WORDS = 104; // 65 bytes: 64 of signature + 1 recovery id
const TIMESTAMP_WORDS = 7;

export class InvoiceRefused extends Error {
  override readonly name = "InvoiceRefused";
}

export interface DecodedInvoice {
  network: LightningNetwork;
  /** Null for an invoice without an amount. */
  amountMsat: bigint | null;
  /** Unix seconds. */
  timestamp: number;
  expirySeconds: number;
  paymentHash: `0x${string}`;
  paymentSecret?: `0x${string}`;
  description?: string;
  /** The key that signed it (recovered; checked against the `n` field when there is one), compressed hex. */
  payeeNodeKey: `0x${string}`;
}

export interface InvoiceToSign {
  network?: LightningNetwork;
  amountSats: bigint;
  paymentHash: `0x${string}`;
  description: string;
  expirySeconds: number;
  /** Unix seconds; now by default. */
  timestamp?: number;
  nodeKey: `0x${string}`;
}

function intToWords(value: number | bigint, length?: number): number[] {
  const words: number[] = [];
  let rest = BigInt(value);
  while (rest > 0n) {
    words.unshift(Number(rest & 31n));
    rest >>= 5n;
  }
  if (length !== undefined) {
    while (words.length < length) words.unshift(0);
    if (words.length > length) throw new InvoiceRefused(`${value} does not fit in ${length} words`);
  }
  return words.length ? words : [0];
}

const wordsToInt = (words: number[]): bigint => words.reduce((acc, word) => (acc << 5n) | BigInt(word), 0n);

/** 5-bit words to bytes, the last byte padded with zero bits (how BOLT11 hashes the data part for signing). */
function wordsToPaddedBytes(words: number[]): Uint8Array {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const word of words) {
    buffer = (buffer << 5) | word;
    bits += 5;
    while (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) bytes.push((buffer << (8 - bits)) & 0xff);
  return Uint8Array.from(bytes);
}

function taggedField(tag: number, data: number[]): number[] {
  return [tag, ...intToWords(data.length, 2), ...data];
}

function amountText(sats: bigint): string {
  // The largest unit the amount is a whole number of: 1u = 100 sat, 1n = 0.1 sat.
  const msat = sats * 1000n;
  for (const unit of ["m", "u", "n"] as const) {
    const per = MSAT_PER_UNIT[unit] ?? 1n;
    if (msat % per === 0n) return `${msat / per}${unit}`;
  }
  return `${msat * 10n}p`;
}

const signingHash = (hrp: string, dataWords: number[]) =>
  sha256(Uint8Array.from([...new TextEncoder().encode(hrp), ...wordsToPaddedBytes(dataWords)]));

/** The node's compressed public key for a private key. */
export const nodePublicKey = (nodeKey: `0x${string}`): `0x${string}` =>
  bytesToHex(secp256k1.getPublicKey(hexToBytes(nodeKey), true));

/** A signed BOLT11 invoice (payment secret and the features that require it included, as LND writes them). */
export function encodeInvoice(request: InvoiceToSign): string {
  if (request.amountSats <= 0n) throw new InvoiceRefused("an invoice needs a positive amount");
  const prefix = NETWORK_PREFIXES.find(([, network]) => network === (request.network ?? "regtest"))?.[0] ?? "bcrt";
  const hrp = `ln${prefix}${amountText(request.amountSats)}`;
  const timestamp = request.timestamp ?? Math.floor(Date.now() / 1000);
  const toWords = (bytes: Uint8Array) => bech32.toWords(bytes);
  const data = [
    ...intToWords(timestamp, TIMESTAMP_WORDS),
    ...taggedField(TAG.paymentHash, toWords(hexToBytes(request.paymentHash))),
    ...taggedField(TAG.paymentSecret, toWords(secp256k1.utils.randomPrivateKey())),
    ...taggedField(TAG.description, toWords(new TextEncoder().encode(request.description))),
    ...taggedField(TAG.expiry, intToWords(request.expirySeconds)),
    ...taggedField(TAG.minFinalCltv, intToWords(80)),
    // Features: var_onion_optin (bit 8) and payment_secret (bit 14), both "required" bits.
    ...taggedField(TAG.features, intToWords((1n << 8n) | (1n << 14n))),
  ];
  const signature = secp256k1.sign(signingHash(hrp, data), hexToBytes(request.nodeKey));
  const signatureBytes = Uint8Array.from([...signature.toCompactRawBytes(), signature.recovery]);
  return bech32.encode(hrp, [...data, ...bech32.toWords(signatureBytes)], false);
}

function parseAmount(text: string): bigint | null {
  if (text === "") return null;
  const match = /^([1-9]\d*)([munp]?)$/.exec(text);
  if (!match) throw new InvoiceRefused("the invoice's amount is not readable");
  const [, digits = "", unit = ""] = match;
  const value = BigInt(digits);
  if (unit === "") return value * 100_000_000_000n;
  if (unit === "p") {
    if (value % 10n !== 0n) throw new InvoiceRefused("the invoice's amount is not a whole number of millisatoshis");
    return value / 10n;
  }
  return value * (MSAT_PER_UNIT[unit] ?? 0n);
}

/** Decodes an invoice (an optional "lightning:" prefix allowed) and checks its signature; throws InvoiceRefused. */
export function decodeInvoice(text: string): DecodedInvoice {
  const invoice = text
    .trim()
    .toLowerCase()
    .replace(/^lightning:/, "");
  if (!invoice.startsWith("ln")) throw new InvoiceRefused("not a BOLT11 invoice (it must start with ln)");
  let decoded: { prefix: string; words: number[] };
  try {
    decoded = bech32.decode(invoice as `${string}1${string}`, false);
  } catch (error) {
    throw new InvoiceRefused(`not a BOLT11 invoice (${error instanceof Error ? error.message : String(error)})`);
  }
  const { prefix: hrp, words } = decoded;
  const afterLn = hrp.slice(2);
  const network = NETWORK_PREFIXES.find(([prefix]) => afterLn.startsWith(prefix));
  if (!network) throw new InvoiceRefused(`unknown invoice network prefix "${hrp}"`);
  const amountMsat = parseAmount(afterLn.slice(network[0].length));
  if (words.length < TIMESTAMP_WORDS + SIGNATURE_WORDS) throw new InvoiceRefused("the invoice is too short");
  const data = words.slice(0, -SIGNATURE_WORDS);
  const signatureBytes = wordsToPaddedBytes(words.slice(-SIGNATURE_WORDS)).slice(0, 65);
  const timestamp = Number(wordsToInt(data.slice(0, TIMESTAMP_WORDS)));

  const result: Partial<DecodedInvoice> = { network: network[1], amountMsat, timestamp };
  let expirySeconds = DEFAULT_EXPIRY_SECONDS;
  let payee: Uint8Array | undefined;
  for (let i = TIMESTAMP_WORDS; i < data.length;) {
    const tag = data[i] ?? -1;
    const length = Number(wordsToInt(data.slice(i + 1, i + 3)));
    const field = data.slice(i + 3, i + 3 + length);
    if (field.length !== length) throw new InvoiceRefused("the invoice's fields are cut short");
    i += 3 + length;
    // Fields of the wrong length are skipped, as BOLT11 tells readers to.
    if (tag === TAG.paymentHash && length === 52)
      result.paymentHash = bytesToHex(wordsToPaddedBytes(field).slice(0, 32));
    else if (tag === TAG.paymentSecret && length === 52)
      result.paymentSecret = bytesToHex(wordsToPaddedBytes(field).slice(0, 32));
    else if (tag === TAG.description)
      result.description = new TextDecoder().decode(wordsToPaddedBytes(field).slice(0, Math.floor((length * 5) / 8)));
    else if (tag === TAG.expiry) expirySeconds = Number(wordsToInt(field));
    else if (tag === TAG.payee && length === 53) payee = wordsToPaddedBytes(field).slice(0, 33);
  }
  if (!result.paymentHash) throw new InvoiceRefused("the invoice has no payment hash");

  const recovery = signatureBytes[64] ?? 4;
  if (recovery > 3) throw new InvoiceRefused("the invoice's signature has no valid recovery id");
  const hash = signingHash(hrp, data);
  let recovered: Uint8Array;
  try {
    const signature = secp256k1.Signature.fromCompact(signatureBytes.slice(0, 64)).addRecoveryBit(recovery);
    recovered = signature.recoverPublicKey(hash).toRawBytes(true);
    if (!secp256k1.verify(signatureBytes.slice(0, 64), hash, recovered)) throw new Error("no match");
  } catch {
    throw new InvoiceRefused("the invoice's signature is not valid");
  }
  if (payee && bytesToHex(payee) !== bytesToHex(recovered)) {
    throw new InvoiceRefused("the invoice is not signed by the node it names");
  }
  return { ...(result as DecodedInvoice), expirySeconds, payeeNodeKey: bytesToHex(recovered) };
}

/** Unix seconds at which the invoice expires. */
export const invoiceExpiresAt = (invoice: DecodedInvoice): number => invoice.timestamp + invoice.expirySeconds;
