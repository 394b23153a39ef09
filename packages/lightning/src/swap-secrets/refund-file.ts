/**
 * The refund file (lending-engine §3: a Lightning swap carries its refund file): the stored swap as JSON the
 * user downloads, and can load in another browser to resume, claim or refund. Bigints are decimal strings.
 * Loading checks every field, and that the preimage really hashes to the swap's preimage hash.
 */
import { EXP, LIGHTNING_SWAP_KINDS, type LightningSwapFees, type LightningSwapKind } from "@ceiba/core";
import type { Hash, Hex } from "viem";
import {
  InvalidAnswer,
  addressAt,
  hexAt,
  numberAt,
  objectAt,
  optionalStringAt,
  stringAt,
  type JsonObject,
} from "../boltz-api/json-guards";
import { preimageMatches } from "./preimage";
import { SWAP_OUTCOMES, type StoredSwap, type SwapOutcome } from "./stored-swap";

export const REFUND_FILE_FORMAT = "ceiba-boltz-swap";
export const REFUND_FILE_VERSION = 1;

/** The file's JSON text. */
export function refundFileOf(swap: StoredSwap): string {
  const json = JSON.stringify(
    { format: REFUND_FILE_FORMAT, version: REFUND_FILE_VERSION, ...swap },
    (_key, value: unknown) => (typeof value === "bigint" ? value.toString() : value),
    2,
  );
  return `${json}\n`;
}

/** A file name that says what it is: ceiba-swap-<kind>-<id>.json. */
export function refundFileName(swap: Pick<StoredSwap, "kind" | "id">): string {
  return `ceiba-swap-${swap.kind}-${swap.id.replace(/[^A-Za-z0-9_-]/g, "_")}.json`;
}

function bigintAt(o: JsonObject, key: string): bigint {
  const value = stringAt(o, key, "file");
  if (!/^\d{1,30}$/.test(value)) throw new InvalidAnswer(`file.${key}: not a whole number`);
  return BigInt(value);
}

function kindAt(o: JsonObject): LightningSwapKind {
  const kind = stringAt(o, "kind", "file");
  if (!(LIGHTNING_SWAP_KINDS as readonly string[]).includes(kind)) throw new InvalidAnswer("file.kind: unknown");
  return kind as LightningSwapKind;
}

/** The swap's fee, when the file has one: `{ rate, minerFeeSat }` as decimal strings (rate at most 1e18). */
function optionalFees(o: JsonObject): { fees?: LightningSwapFees } {
  if (o["fees"] === undefined) return {};
  const fees = objectAt(o["fees"], "file.fees");
  const rate = bigintAt(fees, "rate");
  if (rate > EXP) throw new InvalidAnswer("file.fees.rate: above 100 %");
  return { fees: { rate, minerFeeSat: bigintAt(fees, "minerFeeSat") } };
}

/** How the chain settled the swap, when the file says it. */
function optionalSettled(o: JsonObject): { settled?: SwapOutcome } {
  const settled = optionalStringAt(o, "settled", "file");
  if (settled === undefined) return {};
  if (!(SWAP_OUTCOMES as readonly string[]).includes(settled)) throw new InvalidAnswer("file.settled: unknown");
  return { settled: settled as SwapOutcome };
}

const optionalHash = (o: JsonObject, key: string): { [k: string]: Hash } =>
  o[key] === undefined ? {} : { [key]: hexAt(o, key, "file", 32) };

/** A signed BTC claim the file carries (RBTC → BTC): its id, hex and amount. */
function optionalClaimTransaction(o: JsonObject): {
  btcClaimTransaction?: { id: string; hex: string; amountSat: bigint };
} {
  if (o["btcClaimTransaction"] === undefined) return {};
  const claim = objectAt(o["btcClaimTransaction"], "file.btcClaimTransaction");
  const id = stringAt(claim, "id", "file.btcClaimTransaction");
  const hex = stringAt(claim, "hex", "file.btcClaimTransaction");
  if (!/^[0-9a-f]{64}$/.test(id)) throw new InvalidAnswer("file.btcClaimTransaction.id: not a transaction id");
  if (!/^([0-9a-f]{2})+$/.test(hex)) throw new InvalidAnswer("file.btcClaimTransaction.hex: not hex");
  return { btcClaimTransaction: { id, hex, amountSat: bigintAt(claim, "amountSat") } };
}

function optionalRefundTransaction(o: JsonObject): {
  btcRefundTransaction?: { id: string; hex: string; amountSat: bigint; address: string };
} {
  if (o["btcRefundTransaction"] === undefined) return {};
  const path = "file.btcRefundTransaction";
  const refund = objectAt(o["btcRefundTransaction"], path);
  const id = stringAt(refund, "id", path);
  const hex = stringAt(refund, "hex", path);
  if (!/^[0-9a-f]{64}$/.test(id)) throw new InvalidAnswer(`${path}.id: not a transaction id`);
  if (!/^([0-9a-f]{2})+$/.test(hex)) throw new InvalidAnswer(`${path}.hex: not hex`);
  return {
    btcRefundTransaction: {
      id,
      hex,
      amountSat: bigintAt(refund, "amountSat"),
      address: stringAt(refund, "address", path),
    },
  };
}

export type RefundFileResult =
  { readonly ok: true; readonly swap: StoredSwap } | { readonly ok: false; readonly reason: string };

/** Reads a refund file's text; `reason` names the first field that is wrong. */
export function parseRefundFile(text: string): RefundFileResult {
  try {
    return { ok: true, swap: readSwap(objectAt(JSON.parse(text) as unknown, "file")) };
  } catch (error) {
    if (error instanceof InvalidAnswer || error instanceof SyntaxError) return { ok: false, reason: error.message };
    throw error;
  }
}

function readSwap(o: JsonObject): StoredSwap {
  if (o["format"] !== REFUND_FILE_FORMAT || o["version"] !== REFUND_FILE_VERSION) {
    throw new InvalidAnswer("file: not a Ceiba swap file of a known version");
  }
  const createdAt = numberAt(o, "createdAt", "file");
  if (!Number.isSafeInteger(createdAt) || createdAt <= 0) throw new InvalidAnswer("file.createdAt: not a time");
  const providerStatus = optionalStringAt(o, "providerStatus", "file");
  const base = {
    id: stringAt(o, "id", "file"),
    chainId: numberAt(o, "chainId", "file"),
    createdAt,
    createdAtBlock: bigintAt(o, "createdAtBlock"),
    etherSwapAddress: addressAt(o, "etherSwapAddress", "file"),
    preimageHash: hexAt(o, "preimageHash", "file", 32),
    claimAddress: addressAt(o, "claimAddress", "file"),
    refundAddress: addressAt(o, "refundAddress", "file"),
    timelock: bigintAt(o, "timelock"),
    ...(providerStatus !== undefined && { providerStatus }),
    ...optionalSettled(o),
    ...optionalFees(o),
    ...optionalHash(o, "lockTx"),
    ...optionalHash(o, "claimTx"),
    ...optionalHash(o, "refundTx"),
  };
  const preimage = (): Hex => {
    const value = hexAt(o, "preimage", "file", 32);
    if (!preimageMatches(value, base.preimageHash)) throw new InvalidAnswer("file.preimage: does not match its hash");
    return value;
  };
  const kind = kindAt(o);
  switch (kind) {
    case "reverse":
      return {
        ...base,
        kind,
        preimage: preimage(),
        invoice: stringAt(o, "invoice", "file"),
        invoiceAmountSat: bigintAt(o, "invoiceAmountSat"),
        onchainAmountSat: bigintAt(o, "onchainAmountSat"),
      };
    case "submarine":
      return {
        ...base,
        kind,
        invoice: stringAt(o, "invoice", "file"),
        invoiceAmountSat: bigintAt(o, "invoiceAmountSat"),
        lockAmountSat: bigintAt(o, "lockAmountSat"),
      };
    case "chain": {
      const bip21 = optionalStringAt(o, "bip21", "file");
      // Absent in files of swaps stored before it was kept.
      const serverKey = o["btcServerPublicKey"] === undefined ? undefined : hexAt(o, "btcServerPublicKey", "file", 33);
      return {
        ...base,
        kind,
        preimage: preimage(),
        btcLockupAddress: stringAt(o, "btcLockupAddress", "file"),
        ...(bip21 !== undefined && { bip21 }),
        userLockAmountSat: bigintAt(o, "userLockAmountSat"),
        onchainAmountSat: bigintAt(o, "onchainAmountSat"),
        btcRefundPrivateKey: hexAt(o, "btcRefundPrivateKey", "file", 32),
        ...(serverKey !== undefined && { btcServerPublicKey: serverKey }),
        btcTimeoutBlockHeight: bigintAt(o, "btcTimeoutBlockHeight"),
        ...optionalRefundTransaction(o),
      };
    }
    case "chainToBtc":
      return {
        ...base,
        kind,
        preimage: preimage(),
        lockAmountSat: bigintAt(o, "lockAmountSat"),
        btcDestinationAddress: stringAt(o, "btcDestinationAddress", "file"),
        btcClaimPrivateKey: hexAt(o, "btcClaimPrivateKey", "file", 32),
        btcServerPublicKey: hexAt(o, "btcServerPublicKey", "file", 33),
        btcLockupAddress: stringAt(o, "btcLockupAddress", "file"),
        btcTimeoutBlockHeight: bigintAt(o, "btcTimeoutBlockHeight"),
        serverLockAmountSat: bigintAt(o, "serverLockAmountSat"),
        claimFeeSat: bigintAt(o, "claimFeeSat"),
        ...optionalClaimTransaction(o),
      };
  }
}
