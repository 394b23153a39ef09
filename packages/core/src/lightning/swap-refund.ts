/**
 * Refunds of the user's RBTC lock (a submarine swap, lending-engine §4): when one is possible, and the
 * spec's refund steps (waiting, sign in wallet, executing, waiting for confirmation, success, ended).
 *
 * EtherSwap is the authority: `refund` reverts until `block.number >= timelock`, whatever Boltz says, and
 * works after it as long as the lock is still there, even if Boltz never reported a failure. Before the
 * timelock, a failed swap can be refunded cooperatively with Boltz's EIP-712 signature.
 */
import { PROVIDER_FAILED_STATUSES } from "../constants/swap-history";

export const REFUND_STEPS = [
  "waiting",
  "signInWallet",
  "executing",
  "waitingForConfirmation",
  "success",
  "ended",
] as const;
export type RefundStep = (typeof REFUND_STEPS)[number];

export interface RefundSituation {
  /** Whether the user's lock is still in the contract (not claimed by Boltz, not refunded yet). */
  readonly locked: boolean;
  /** The block height from which EtherSwap accepts the refund. */
  readonly timelock: bigint;
  /** The chain's latest block. */
  readonly currentBlock: bigint;
  /** Boltz's latest status for the swap. */
  readonly providerStatus: string;
}

export type Refundability =
  /** The lock is gone: claimed by Boltz or already refunded. */
  | { readonly kind: "nothingToRefund" }
  /** Refund with `refund(...)` now: the timelock has passed. */
  | { readonly kind: "refundable" }
  /** The swap failed but the timelock is ahead: a cooperative refund (Boltz's signature) may work now. */
  | { readonly kind: "cooperativeOnly"; readonly availableAtBlock: bigint }
  /** The swap is still under way; a refund is possible from `availableAtBlock` if it never completes. */
  | { readonly kind: "notYet"; readonly availableAtBlock: bigint };

const FAILED: readonly string[] = PROVIDER_FAILED_STATUSES;

/**
 * Whether a lock can be refunded. The next block (currentBlock + 1) is where a refund would be mined, but
 * we wait until the latest block itself reaches the timelock so that a refund sent now never reverts.
 */
export function refundability(situation: RefundSituation): Refundability {
  if (!situation.locked) return { kind: "nothingToRefund" };
  if (situation.currentBlock >= situation.timelock) return { kind: "refundable" };
  const failed = FAILED.includes(situation.providerStatus) || situation.providerStatus === "swap.waitingForRefund";
  return failed
    ? { kind: "cooperativeOnly", availableAtBlock: situation.timelock }
    : { kind: "notYet", availableAtBlock: situation.timelock };
}

/** Blocks left until the refund opens (0 when open). */
export function blocksUntilRefund(timelock: bigint, currentBlock: bigint): bigint {
  return timelock > currentBlock ? timelock - currentBlock : 0n;
}

/** Where the app is in a refund: nothing yet, wallet prompt open, sending, sent (hash known), mined, failed. */
export type RefundPhase = "idle" | "awaitingSignature" | "sending" | "sent" | "mined" | "failed";

/**
 * The refund step to show: waiting (a refund is not possible yet, or not asked), sign in wallet, executing
 * (the wallet signed, the transaction is being sent), waiting for confirmation (its hash is known), success,
 * ended (nothing left to refund, or the attempt failed).
 */
export function refundStep(refundable: Refundability, phase: RefundPhase): RefundStep {
  switch (phase) {
    case "mined":
      return "success";
    case "failed":
      return "ended";
    case "awaitingSignature":
      return "signInWallet";
    case "sending":
      return "executing";
    case "sent":
      return "waitingForConfirmation";
    case "idle":
      return refundable.kind === "nothingToRefund" ? "ended" : "waiting";
  }
}
