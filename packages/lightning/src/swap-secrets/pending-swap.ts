/**
 * The secrets of a swap being created (issue 19 "Nothing lost"): the preimage, and for a chain swap the BTC
 * refund key, kept BEFORE Boltz is asked for the swap, so that no request ever binds Boltz to a secret the
 * browser does not hold. Boltz's id is not known yet, so the record is keyed by the preimage hash, and it is
 * never a swap: stores list it apart (SwapStore.listPending), the screens list only StoredSwap.
 *
 * Its life: kept → POST → the checked swap stored under its id, then the pending record removed; or, when
 * the POST fails or Boltz's answer is refused, removed. Either way no funds can have moved: the user pays an
 * invoice (reverse) or sends BTC to an address (chain) that only the stored swap carries.
 */
import { type Address, type Hex } from "viem";
import {
  InvalidAnswer,
  addressAt,
  hexAt,
  numberAt,
  objectAt,
  stringAt,
  type JsonObject,
} from "../boltz-api/json-guards";
import { preimageMatches } from "./preimage";

export interface PendingSwap {
  /**
   * Only swaps whose secrets the client generates: reverse (the preimage), chain (preimage, BTC refund key) and
   * chainToBtc (preimage, BTC claim key).
   */
  readonly kind: "reverse" | "chain" | "chainToBtc";
  readonly chainId: number;
  /** Unix seconds. */
  readonly createdAt: number;
  readonly createdAtBlock: bigint;
  readonly preimageHash: Hex;
  readonly preimage: Hex;
  /** The user's Rootstock address: where the RBTC goes (reverse, chain), or where a refund goes (chainToBtc). */
  readonly claimAddress: Address;
  /** Sats asked of Boltz: the invoice (reverse) or the user's lock (chain: BTC, chainToBtc: RBTC). */
  readonly amountSat: bigint;
  /** Chain swaps: the key whose public key Boltz gets, for the refund of the user's BTC lock. */
  readonly btcRefundPrivateKey?: Hex;
  /** RBTC → BTC: the key of the BTC claim leaf, and the BTC address the claim pays. */
  readonly btcClaimPrivateKey?: Hex;
  readonly btcDestinationAddress?: string;
}

export const PENDING_SWAP_FORMAT = "ceiba-boltz-pending-swap";

/** The record as JSON text (bigints as decimal strings). */
export function pendingSwapText(pending: PendingSwap): string {
  return JSON.stringify({ format: PENDING_SWAP_FORMAT, ...pending }, (_key, value: unknown) =>
    typeof value === "bigint" ? value.toString() : value,
  );
}

function bigintAt(o: JsonObject, key: string): bigint {
  const value = stringAt(o, key, "pending");
  if (!/^\d{1,30}$/.test(value)) throw new InvalidAnswer(`pending.${key}: not a whole number`);
  return BigInt(value);
}

/** Reads a record back; undefined for anything else (another format, a field missing, a preimage of another hash). */
export function parsePendingSwap(text: string): PendingSwap | undefined {
  try {
    const o = objectAt(JSON.parse(text) as unknown, "pending");
    if (o["format"] !== PENDING_SWAP_FORMAT) return undefined;
    const kind = stringAt(o, "kind", "pending");
    if (kind !== "reverse" && kind !== "chain" && kind !== "chainToBtc") return undefined;
    const btcDestinationAddress =
      o["btcDestinationAddress"] === undefined ? undefined : stringAt(o, "btcDestinationAddress", "pending");
    const preimageHash = hexAt(o, "preimageHash", "pending", 32);
    const preimage = hexAt(o, "preimage", "pending", 32);
    if (!preimageMatches(preimage, preimageHash)) return undefined;
    return {
      kind,
      chainId: numberAt(o, "chainId", "pending"),
      createdAt: numberAt(o, "createdAt", "pending"),
      createdAtBlock: bigintAt(o, "createdAtBlock"),
      preimageHash,
      preimage,
      claimAddress: addressAt(o, "claimAddress", "pending"),
      amountSat: bigintAt(o, "amountSat"),
      ...(o["btcRefundPrivateKey"] !== undefined && {
        btcRefundPrivateKey: hexAt(o, "btcRefundPrivateKey", "pending", 32),
      }),
      ...(o["btcClaimPrivateKey"] !== undefined && {
        btcClaimPrivateKey: hexAt(o, "btcClaimPrivateKey", "pending", 32),
      }),
      ...(btcDestinationAddress !== undefined && { btcDestinationAddress }),
    };
  } catch (error) {
    if (error instanceof InvalidAnswer || error instanceof SyntaxError) return undefined;
    throw error;
  }
}
