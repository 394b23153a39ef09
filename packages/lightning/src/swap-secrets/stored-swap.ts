/**
 * What the browser keeps of each swap: everything needed to resume it after a reload and to claim or
 * refund without Boltz — the secrets (preimage, BTC refund key), the lock's five values as Boltz promised
 * them, and the transactions already sent. Amounts in satoshis, as Boltz quotes them; wei = sats × 1e10.
 */
import type { LightningSwapFees, LightningSwapKind } from "@ceiba/core";
import type { Address, Hash, Hex } from "viem";

/** A swap the chain settled: the user claimed (reverse, chain), Boltz claimed (submarine), the user refunded. */
export const SWAP_OUTCOMES = ["claimed", "paid", "refunded"] as const;
export type SwapOutcome = (typeof SWAP_OUTCOMES)[number];

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
  readonly btcTimeoutBlockHeight: bigint;
}

export type StoredSwap = StoredReverseSwap | StoredSubmarineSwap | StoredChainSwap;

/** The RBTC amount of the lock, in satoshis: what the user locks (submarine) or claims (reverse, chain). */
export function lockAmountSat(swap: StoredSwap): bigint {
  return swap.kind === "submarine" ? swap.lockAmountSat : swap.onchainAmountSat;
}
