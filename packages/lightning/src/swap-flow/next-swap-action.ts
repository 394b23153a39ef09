/**
 * The swap state machine, pure: from a stored swap, Boltz's last status and what the chain shows, the next
 * thing to do. Running it again after a reload, a disconnect or a closed tab resumes the swap where it is.
 * The chain decides whenever it can (a lock, a claim, a refund are facts); Boltz's status only fills in
 * what the chain cannot show yet (an unpaid invoice, a payment under way).
 *
 *   reverse    create (secrets stored) → user pays invoice → Boltz locks → verify lock → claim → done
 *   chain      create (secrets stored) → user sends BTC   → Boltz locks → verify lock → claim → done
 *   submarine  create (stored) → verify → user locks → Boltz pays and claims → done;
 *              failed or never claimed → refund (cooperative before the timelock, alone after it)
 *   chainToBtc create (secrets stored) → user locks RBTC → Boltz locks BTC → the browser claims the BTC →
 *              Boltz claims the RBTC → done; Boltz never locks BTC → refund as a submarine swap
 */
import { PROVIDER_FAILED_STATUSES, lightningFailureErrorId, refundability, type ErrorId } from "@ceiba/core";
import type {
  StoredChainSwap,
  StoredChainToBtcSwap,
  StoredSubmarineSwap,
  StoredSwap,
  StoredUserClaimSwap,
  SwapOutcome,
} from "../swap-secrets/stored-swap";

/** What the chain shows about the swap's lock. */
export type LockState =
  /** No lock for the preimage hash yet. */
  | "none"
  /** Locked with exactly the values Boltz promised (amount, claim and refund addresses, timelock). */
  | "locked"
  /** Only a lock with other values: never claimed, never counted on. */
  | "mismatch"
  | "claimed"
  | "refunded";

export interface SwapChainView {
  readonly currentBlock: bigint;
  readonly lock: LockState;
}

export type SwapAction =
  | { readonly type: "payInvoice"; readonly invoice: string }
  | { readonly type: "sendBtc"; readonly address: string; readonly bip21?: string; readonly amountSat: bigint }
  | { readonly type: "lock" }
  | {
      readonly type: "wait";
      readonly for: "boltzLock" | "lockConfirmation" | "boltzPayment" | "boltzClaim" | "boltzBtcLock";
      readonly refundAtBlock?: bigint;
    }
  | { readonly type: "claim" }
  /** RBTC → BTC: Boltz's BTC lock is there; claim it to the user's BTC address (no wallet needed). */
  | { readonly type: "claimBtc" }
  /**
   * BTC → RBTC that Boltz gave up with the user's BTC locked (no RBTC lock came): refund the BTC to an address the
   * user types, from the Bitcoin block `availableAtBtcBlock` on (no wallet needed).
   */
  | { readonly type: "refundBtc"; readonly availableAtBtcBlock: bigint }
  | { readonly type: "refund"; readonly cooperative: boolean }
  | { readonly type: "done"; readonly outcome: SwapOutcome }
  | { readonly type: "failed"; readonly reason: ErrorId };

const FAILED: readonly string[] = PROVIDER_FAILED_STATUSES;
const failedStatus = (status: string | undefined) =>
  status !== undefined && (FAILED.includes(status) || status === "swap.waitingForRefund");

/** Why a swap Boltz reports failed cannot go on: core's explanation of the status, "rejected" when it has none. */
const failureReason = (status: string | undefined): ErrorId =>
  (status !== undefined && lightningFailureErrorId(status)) || "lightning.providerRejected";

export function nextSwapAction(swap: StoredSwap, providerStatus: string | undefined, chain: SwapChainView): SwapAction {
  if (swap.kind === "submarine") return nextSubmarineAction(swap, providerStatus, chain);
  if (swap.kind === "chainToBtc") return nextChainToBtcAction(swap, providerStatus, chain);
  return nextClaimingAction(swap, providerStatus, chain);
}

// Reverse and chain: Boltz locks, the user claims with the preimage.
function nextClaimingAction(swap: StoredUserClaimSwap, status: string | undefined, chain: SwapChainView): SwapAction {
  switch (chain.lock) {
    case "claimed":
      return { type: "done", outcome: "claimed" };
    case "refunded":
      // Boltz took its lock back after the timeout: the Lightning payment bounced back to the payer.
      return { type: "failed", reason: "lightning.swapExpired" };
    case "mismatch":
      return { type: "failed", reason: "lightning.lockMismatch" };
    case "locked":
      // EtherSwap lets the claim through until Boltz refunds, whatever the block: claim at once.
      return { type: "claim" };
    case "none":
      if (swap.kind === "chain" && swap.btcRefundTransaction !== undefined)
        return { type: "done", outcome: "refunded" };
      if (swap.kind === "chain" && userBtcToRefund(swap, status)) {
        return { type: "refundBtc", availableAtBtcBlock: swap.btcTimeoutBlockHeight };
      }
      if (failedStatus(status)) return { type: "failed", reason: failureReason(status) };
      if (status === undefined || status === "swap.created" || status === "minerfee.paid") {
        return swap.kind === "reverse"
          ? { type: "payInvoice", invoice: swap.invoice }
          : {
              type: "sendBtc",
              address: swap.btcLockupAddress,
              ...(swap.bip21 !== undefined && { bip21: swap.bip21 }),
              amountSat: swap.userLockAmountSat,
            };
      }
      return { type: "wait", for: "boltzLock" };
  }
}

/**
 * Boltz says the user's BTC is locked and will not be swapped: `swap.waitingForRefund` (a chain swap it gave up
 * with the user's lock there) or `transaction.lockupFailed` (the user sent another amount). The lockup can be
 * rebuilt only with Boltz's key, kept since swaps store it.
 */
const userBtcToRefund = (swap: StoredChainSwap, status: string | undefined) =>
  swap.btcServerPublicKey !== undefined &&
  (status === "swap.waitingForRefund" || status === "transaction.lockupFailed");

// Submarine: the user locks, Boltz pays the invoice and claims; the user refunds a lock Boltz never claims.
function nextSubmarineAction(swap: StoredSubmarineSwap, status: string | undefined, chain: SwapChainView): SwapAction {
  switch (chain.lock) {
    case "claimed":
      return { type: "done", outcome: "paid" };
    case "refunded":
      return { type: "done", outcome: "refunded" };
    case "mismatch":
      return { type: "failed", reason: "lightning.lockMismatch" };
    case "none":
      return beforeUserLock(swap, status, chain);
    case "locked": {
      // Boltz paid the invoice: its claim is due, and refunding would take back what paid the user's invoice.
      const paid =
        status === "invoice.paid" || status === "transaction.claim.pending" || status === "transaction.claimed";
      if (paid) return { type: "wait", for: "boltzClaim" };
      return refundOrWait(swap, status, chain, "boltzPayment");
    }
  }
}

/** Boltz's BTC lock is in the mempool or confirmed: the user can claim it (Boltz sends it with its hex). */
const BTC_LOCKED = ["transaction.server.mempool", "transaction.server.confirmed"];

// RBTC → BTC: the user locks, Boltz locks BTC, the browser claims it, Boltz claims the RBTC; or the user refunds.
function nextChainToBtcAction(
  swap: StoredChainToBtcSwap,
  status: string | undefined,
  chain: SwapChainView,
): SwapAction {
  switch (chain.lock) {
    // Boltz claimed the RBTC: it had the preimage, which only the user's BTC claim reveals.
    case "claimed":
      return { type: "done", outcome: "claimed" };
    case "refunded":
      return { type: "done", outcome: "refunded" };
    case "mismatch":
      return { type: "failed", reason: "lightning.lockMismatch" };
    case "none":
      return beforeUserLock(swap, status, chain);
    case "locked": {
      // The claim is sent: the RBTC is Boltz's due (a refund now would take back what paid the user's BTC).
      if (swap.btcClaimTransaction !== undefined) {
        return status === "transaction.claimed" ? { type: "done", outcome: "claimed" } : { type: "claimBtc" };
      }
      if (status !== undefined && BTC_LOCKED.includes(status)) return { type: "claimBtc" };
      return refundOrWait(swap, status, chain, "boltzBtcLock");
    }
  }
}

/** A swap whose RBTC the user locks (submarine, RBTC → BTC chain): the same lock, the same refund. */
type UserLockingSwap = StoredSubmarineSwap | StoredChainToBtcSwap;

/** No lock on chain yet: wait for a lock already sent, stop on a failure, else lock (never on the last blocks). */
function beforeUserLock(swap: UserLockingSwap, status: string | undefined, chain: SwapChainView): SwapAction {
  if (swap.lockTx !== undefined) return { type: "wait", for: "lockConfirmation" };
  if (failedStatus(status)) return { type: "failed", reason: failureReason(status) };
  // Never lock on the last blocks before the timelock: Boltz would have no time to do its part.
  if (chain.currentBlock >= swap.timelock) return { type: "failed", reason: "lightning.timelockTooClose" };
  return { type: "lock" };
}

/** The user's lock is there and Boltz has not done its part: refund when core says it can be, else wait. */
function refundOrWait(
  swap: UserLockingSwap,
  status: string | undefined,
  chain: SwapChainView,
  waitingFor: "boltzPayment" | "boltzBtcLock",
): SwapAction {
  const refund = refundability({
    locked: true,
    timelock: swap.timelock,
    currentBlock: chain.currentBlock,
    providerStatus: status ?? "swap.created",
  });
  if (refund.kind === "refundable") return { type: "refund", cooperative: false };
  if (refund.kind === "cooperativeOnly") return { type: "refund", cooperative: true };
  return { type: "wait", for: waitingFor, refundAtBlock: swap.timelock };
}
