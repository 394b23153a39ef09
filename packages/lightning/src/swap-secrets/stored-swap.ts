/**
 * What the browser keeps of each swap: everything needed to resume it after a reload and to claim or
 * refund without Boltz — the secrets (preimage, BTC refund key), the lock's five values as Boltz promised
 * them, and the transactions already sent. Amounts in satoshis, as Boltz quotes them; wei = sats × 1e10.
 */
import {
  LIGHTNING_SWAP_OUTCOMES,
  type LightningSwapFees,
  type LightningSwapKind,
  type LightningSwapOutcome,
} from "@ceiba/core";
import type { Address, Hash, Hex } from "viem";

/** A swap the chain settled (core's outcomes): the user claimed, Boltz claimed (submarine), the user refunded. */
export const SWAP_OUTCOMES = LIGHTNING_SWAP_OUTCOMES;
export type SwapOutcome = LightningSwapOutcome;

interface StoredSwapBase {
  readonly id: string;
  readonly kind: LightningSwapKind;
  readonly chainId: number;
  /** Unix seconds. */
  readonly createdAt: number;
  /** The chain's block when the swap was created: log scans start there. */
  readonly createdAtBlock: bigint;
  readonly etherSwapAddress: Address;
  readonly preimageHash: Hex;
  /** The RBTC lock: who can claim it, who can refund it, from which block. */
  readonly claimAddress: Address;
  readonly refundAddress: Address;
  readonly timelock: bigint;
  /** Boltz's last known status. */
  readonly providerStatus?: string;
  /**
   * How the chain settled the swap, once it did. Boltz's status may never say it: after a user's own refund of
   * a submarine lock its last status stays the failure.
   */
  readonly settled?: SwapOutcome;
  /**
   * The pair's fee the swap was created with: the percentage (a 1e18 rate mantissa) and the fixed part in sats
   * (submarine miner fees, reverse lockup, chain server fee). Absent in swaps stored before it was kept.
   */
  readonly fees?: LightningSwapFees;
  readonly lockTx?: Hash;
  readonly claimTx?: Hash;
  readonly refundTx?: Hash;
}

/** Lightning → RBTC: the user pays `invoice`, Boltz locks `onchainAmountSat`, the user claims with `preimage`. */
export interface StoredReverseSwap extends StoredSwapBase {
  readonly kind: "reverse";
  readonly preimage: Hex;
  readonly invoice: string;
  readonly invoiceAmountSat: bigint;
  readonly onchainAmountSat: bigint;
}

/** RBTC → Lightning: the user locks `lockAmountSat`; Boltz pays `invoice` and claims, or the user refunds. */
export interface StoredSubmarineSwap extends StoredSwapBase {
  readonly kind: "submarine";
  readonly invoice: string;
  readonly invoiceAmountSat: bigint;
  readonly lockAmountSat: bigint;
}

/** BTC → RBTC: the user sends BTC to `btcLockupAddress`, Boltz locks `onchainAmountSat`, the user claims. */
export interface StoredChainSwap extends StoredSwapBase {
  readonly kind: "chain";
  readonly preimage: Hex;
  readonly btcLockupAddress: string;
  readonly bip21?: string;
  readonly userLockAmountSat: bigint;
  readonly onchainAmountSat: bigint;
  /** The key that refunds the user's BTC lock after `btcTimeoutBlockHeight` (Bitcoin blocks). */
  readonly btcRefundPrivateKey: Hex;
  /** Boltz's key of the claim leaf (the other half of the internal key): with it the lockup is rebuilt for a refund. */
  readonly btcServerPublicKey?: Hex;
  readonly btcTimeoutBlockHeight: bigint;
  /** The signed refund of the user's BTC lock, kept before it is sent: a second try sends the same one. */
  readonly btcRefundTransaction?: {
    readonly id: string;
    readonly hex: string;
    readonly amountSat: bigint;
    readonly address: string;
  };
}

/**
 * RBTC → BTC on chain: the user locks `lockAmountSat` RBTC for Boltz (`claimAddress`), Boltz locks
 * `serverLockAmountSat` BTC in the Taproot output of our preimage hash and claim key, and the browser claims it to
 * `btcDestinationAddress` with the preimage; Boltz then claims the RBTC. The user refunds the RBTC if Boltz never
 * locks. Everything needed to rebuild the lockup and sign the claim without Boltz is here.
 */
export interface StoredChainToBtcSwap extends StoredSwapBase {
  readonly kind: "chainToBtc";
  readonly preimage: Hex;
  readonly lockAmountSat: bigint;
  /** The user's BTC address the claim pays (checked for the chain's Bitcoin network). */
  readonly btcDestinationAddress: string;
  /** The key of the claim leaf (the user's half of the MuSig2 internal key too). */
  readonly btcClaimPrivateKey: Hex;
  /** Boltz's compressed key (refund leaf, the other half of the internal key). */
  readonly btcServerPublicKey: Hex;
  /** The Taproot address recomputed from the tree and the keys (equal to Boltz's). */
  readonly btcLockupAddress: string;
  readonly btcTimeoutBlockHeight: bigint;
  /** What Boltz locks in BTC, and the claim transaction's miner fee. */
  readonly serverLockAmountSat: bigint;
  readonly claimFeeSat: bigint;
  /** The signed claim, kept before it is sent: a resumed swap sends the same one again, never a second. */
  readonly btcClaimTransaction?: { readonly id: string; readonly hex: string; readonly amountSat: bigint };
}

export type StoredSwap = StoredReverseSwap | StoredSubmarineSwap | StoredChainSwap | StoredChainToBtcSwap;

/** The swaps whose RBTC lock is the user's (Boltz claims it, or the user refunds it). */
export type StoredUserLockSwap = StoredSubmarineSwap | StoredChainToBtcSwap;

/** The swaps whose RBTC lock is Boltz's, claimed by the user with the preimage. */
export type StoredUserClaimSwap = StoredReverseSwap | StoredChainSwap;

/** Whether the RBTC lock is the user's. */
export const isUserLockSwap = (swap: StoredSwap): swap is StoredUserLockSwap =>
  swap.kind === "submarine" || swap.kind === "chainToBtc";

/** The RBTC amount of the lock, in satoshis: what the user locks (submarine, chainToBtc) or claims (reverse, chain). */
export function lockAmountSat(swap: StoredSwap): bigint {
  return isUserLockSwap(swap) ? swap.lockAmountSat : swap.onchainAmountSat;
}
