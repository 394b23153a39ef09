/**
 * How a Boltz swap's status reads on the swap screen (lending-engine §4 "Lightning/on-chain swap"): the step
 * list (Send LN BTC → Transaction in progress → Claim RBTC, or rejected) and the screen statuses (mempool,
 * confirmed — reverse: wait to claim, submarine: wait for processing —, invoice set, executing claim, paying
 * invoice, processing, success, rejected). The history statuses (Failed, Pending, Refunded, Completed) are
 * swapHistoryStatus in constants/swap-history, from the spec's failed and success lists.
 */
import {
  PROVIDER_FAILED_STATUSES,
  PROVIDER_PENDING_STATUSES,
  PROVIDER_SUCCESS_STATUSES,
  type ProviderSwapStatus,
} from "../constants/swap-history";

/**
 * submarine: RBTC → Lightning (the user locks RBTC, Boltz pays the invoice and claims).
 * reverse: Lightning → RBTC (the user pays Boltz's invoice, Boltz locks RBTC, the user claims).
 * chain: BTC on chain → RBTC (the user sends BTC, Boltz locks RBTC, the user claims).
 * chainToBtc: RBTC → BTC on chain (the user locks RBTC, Boltz locks BTC, the user claims the BTC, Boltz the RBTC).
 */
export const LIGHTNING_SWAP_KINDS = ["submarine", "reverse", "chain", "chainToBtc"] as const;
export type LightningSwapKind = (typeof LIGHTNING_SWAP_KINDS)[number];

/**
 * Boltz statuses that none of the spec's lists (constants/swap-history) names: a chain swap waiting for the
 * user's refund (read as failed here), and a zero-conf lock Boltz refused to trust (it waits for a confirmation).
 */
export const BOLTZ_UNLISTED_STATUSES = ["swap.waitingForRefund", "transaction.zeroconf.rejected"] as const;

export type BoltzSwapStatus = Exclude<ProviderSwapStatus, "swap.notFound"> | (typeof BOLTZ_UNLISTED_STATUSES)[number];

/**
 * Every status Boltz API v2 sends on `swap.update` for the swap kinds above: the spec's lists (one source, in
 * constants/swap-history) without the app's own `swap.notFound`, and the unlisted ones.
 */
export const BOLTZ_SWAP_STATUSES: readonly BoltzSwapStatus[] = [
  ...PROVIDER_PENDING_STATUSES,
  ...PROVIDER_SUCCESS_STATUSES,
  ...PROVIDER_FAILED_STATUSES.filter((status): status is Exclude<typeof status, "swap.notFound"> => {
    return status !== "swap.notFound";
  }),
  ...BOLTZ_UNLISTED_STATUSES,
];

export const isBoltzSwapStatus = (value: unknown): value is BoltzSwapStatus =>
  typeof value === "string" && (BOLTZ_SWAP_STATUSES as readonly string[]).includes(value);

/** The spec's step list, in order; `rejected` replaces the list when the swap failed. */
export const LIGHTNING_SWAP_STEPS = ["sendLnBtc", "transactionInProgress", "claimRbtc", "rejected"] as const;
export type LightningSwapStep = (typeof LIGHTNING_SWAP_STEPS)[number];

/** The spec's screen statuses; `confirmed` reads "wait to claim" (reverse, chain) or "wait for processing". */
export const LIGHTNING_SCREEN_STATUSES = [
  "mempool",
  "confirmed",
  "invoiceSet",
  "executingClaim",
  "payingInvoice",
  "processing",
  "success",
  "rejected",
] as const;
export type LightningScreenStatus = (typeof LIGHTNING_SCREEN_STATUSES)[number];

export interface LightningSwapProgress {
  /** The step under way (the steps before it are done); `rejected` for a failed swap. */
  readonly step: LightningSwapStep;
  readonly status: LightningScreenStatus;
  /** For `confirmed`: what the user waits for. */
  readonly confirmedMeans?: "waitToClaim" | "waitForProcessing";
  /** The swap is over (success or rejected); nothing further happens without the user (a refund). */
  readonly final: boolean;
}

const FAILED: readonly string[] = PROVIDER_FAILED_STATUSES;
const SUCCESS: readonly string[] = PROVIDER_SUCCESS_STATUSES;

const progress = (step: LightningSwapStep, status: LightningScreenStatus, final = false): LightningSwapProgress => ({
  step,
  status,
  final,
});

/**
 * How the chain shows a swap over: the user claimed (reverse, chain), Boltz claimed the user's lock
 * (submarine: paid), the user refunded. The chain shows it before the provider's status does (Boltz's watcher
 * follows the chain a few seconds behind).
 */
export const LIGHTNING_SWAP_OUTCOMES = ["claimed", "paid", "refunded"] as const;
export type LightningSwapOutcome = (typeof LIGHTNING_SWAP_OUTCOMES)[number];

/**
 * The step and screen status of a provider status. `claiming` says the app has sent the user's claim and
 * waits for it (reverse, chain), which the provider cannot know yet; `settled`, that the chain shows the swap
 * over, which the screen says at once. Unknown statuses read as processing.
 */
export function lightningSwapProgress(
  kind: LightningSwapKind,
  providerStatus: string,
  claiming = false,
  settled?: LightningSwapOutcome,
): LightningSwapProgress {
  if (settled === "refunded") return progress("rejected", "rejected", true);
  if (SUCCESS.includes(providerStatus) || settled !== undefined) return progress("claimRbtc", "success", true);
  if (FAILED.includes(providerStatus) || providerStatus === "swap.waitingForRefund") {
    return progress("rejected", "rejected", true);
  }
  if (kind === "submarine") return submarineProgress(providerStatus);
  if (kind === "chainToBtc") return chainToBtcProgress(providerStatus, claiming);
  return userClaimsProgress(kind, providerStatus, claiming);
}

// Submarine: the user's lock is the first step; Boltz paying the invoice is "in progress"; Boltz's claim last.
function submarineProgress(status: string): LightningSwapProgress {
  switch (status) {
    case "invoice.set":
      return progress("sendLnBtc", "invoiceSet");
    case "transaction.mempool":
    case "transaction.zeroconf.rejected":
      return progress("transactionInProgress", "mempool");
    case "transaction.confirmed":
      return { ...progress("transactionInProgress", "confirmed"), confirmedMeans: "waitForProcessing" };
    case "invoice.pending":
      return progress("transactionInProgress", "payingInvoice");
    case "invoice.paid":
      return progress("claimRbtc", "processing");
    default:
      return progress("sendLnBtc", "processing");
  }
}

// RBTC → BTC on chain: the user's RBTC lock first, Boltz's BTC lock "in progress", then the user's BTC claim.
function chainToBtcProgress(status: string, claiming: boolean): LightningSwapProgress {
  switch (status) {
    case "transaction.mempool":
    case "transaction.zeroconf.rejected":
      return progress("transactionInProgress", "mempool");
    case "transaction.confirmed":
      return { ...progress("transactionInProgress", "confirmed"), confirmedMeans: "waitForProcessing" };
    case "transaction.server.mempool":
      return progress("transactionInProgress", "mempool");
    case "transaction.server.confirmed":
      return claiming
        ? progress("claimRbtc", "executingClaim")
        : { ...progress("claimRbtc", "confirmed"), confirmedMeans: "waitToClaim" };
    default:
      return progress("sendLnBtc", "processing");
  }
}

// Reverse and chain: the user pays (invoice or BTC), Boltz locks RBTC ("in progress"), the user claims it.
function userClaimsProgress(kind: "reverse" | "chain", status: string, claiming: boolean): LightningSwapProgress {
  const boltzLocked =
    kind === "reverse" ? status === "transaction.confirmed" : status === "transaction.server.confirmed";
  if (boltzLocked) {
    return claiming
      ? progress("claimRbtc", "executingClaim")
      : { ...progress("claimRbtc", "confirmed"), confirmedMeans: "waitToClaim" };
  }
  if (kind === "reverse" && status === "transaction.mempool") return progress("transactionInProgress", "mempool");
  if (kind === "chain") {
    if (status === "transaction.mempool" || status === "transaction.zeroconf.rejected") {
      return progress("transactionInProgress", "mempool");
    }
    if (status === "transaction.confirmed") {
      return { ...progress("transactionInProgress", "confirmed"), confirmedMeans: "waitForProcessing" };
    }
    if (status === "transaction.server.mempool") return progress("transactionInProgress", "mempool");
  }
  return progress("sendLnBtc", "processing");
}

/** The catalogue id that explains a failed status to the user, when one says more than "rejected". */
export function lightningFailureErrorId(providerStatus: string) {
  switch (providerStatus) {
    case "invoice.failedToPay":
      return "lightning.invoicePaymentFailed" as const;
    case "swap.expired":
    case "invoice.expired":
      return "lightning.swapExpired" as const;
    case "swap.notFound":
      return "lightning.swapNotFound" as const;
    default:
      return FAILED.includes(providerStatus) ? ("lightning.providerRejected" as const) : undefined;
  }
}
