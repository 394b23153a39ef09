/**
 * The swap history the server keeps (lending-engine §3 "Swap history (server)", §4 "Lightning/on-chain
 * swap"): who made a swap, its statuses, and how a swap provider's status (Boltz's `swap.update` statuses)
 * becomes one of the four history statuses. One source for the app (which follows the provider) and the
 * API (which stores the history).
 */

/** aggregator: a quote aggregator's on-chain trade; lightning / onchain: a Boltz submarine or reverse swap. */
export const SWAP_PROVIDERS = ["aggregator", "lightning", "onchain"] as const;
export type SwapProvider = (typeof SWAP_PROVIDERS)[number];

/** The history statuses (§4 "Swap history statuses"). */
export const SWAP_HISTORY_STATUSES = ["Failed", "Pending", "Refunded", "Completed"] as const;
export type SwapHistoryStatus = (typeof SWAP_HISTORY_STATUSES)[number];

/**
 * §4 "Provider status lists", failed: not found, expired, refunded, invoice expired, invoice failed to pay,
 * transaction failed, lockup failed, transaction refunded. `swap.notFound` is not a Boltz status: it is what
 * the app records when the provider answers 404 for the swap's id.
 */
export const PROVIDER_FAILED_STATUSES = [
  "swap.notFound",
  "swap.expired",
  "swap.refunded",
  "invoice.expired",
  "invoice.failedToPay",
  "transaction.failed",
  "transaction.lockupFailed",
  "transaction.refunded",
] as const;

/** The failed statuses after which the coins went back to the user: the history shows them as Refunded. */
export const PROVIDER_REFUNDED_STATUSES = ["swap.refunded", "transaction.refunded"] as const;

/** §4 "Provider status lists", success: invoice settled, transaction claimed, claim pending. */
export const PROVIDER_SUCCESS_STATUSES = [
  "invoice.settled",
  "transaction.claimed",
  "transaction.claim.pending",
] as const;

/** The provider's statuses while a swap is under way (Boltz API v2 `swap.update`). */
export const PROVIDER_PENDING_STATUSES = [
  "swap.created",
  "invoice.set",
  "invoice.pending",
  "invoice.paid",
  "transaction.mempool",
  "transaction.confirmed",
  "transaction.server.mempool",
  "transaction.server.confirmed",
  "minerfee.paid",
] as const;

export type ProviderSwapStatus =
  | (typeof PROVIDER_FAILED_STATUSES)[number]
  | (typeof PROVIDER_SUCCESS_STATUSES)[number]
  | (typeof PROVIDER_PENDING_STATUSES)[number];

const includes = (list: readonly string[], value: unknown): boolean =>
  typeof value === "string" && list.includes(value);

export const isSwapProvider = (value: unknown): value is SwapProvider => includes(SWAP_PROVIDERS, value);

export const isSwapHistoryStatus = (value: unknown): value is SwapHistoryStatus =>
  includes(SWAP_HISTORY_STATUSES, value);

export const isProviderSwapStatus = (value: unknown): value is ProviderSwapStatus =>
  includes(PROVIDER_FAILED_STATUSES, value) ||
  includes(PROVIDER_SUCCESS_STATUSES, value) ||
  includes(PROVIDER_PENDING_STATUSES, value);

/**
 * The history status of a provider status: success → Completed, refunded → Refunded, other failures →
 * Failed, the statuses of a swap under way → Pending; undefined for a status the provider does not have.
 */
export function swapHistoryStatus(providerStatus: string): SwapHistoryStatus | undefined {
  if (includes(PROVIDER_SUCCESS_STATUSES, providerStatus)) return "Completed";
  if (includes(PROVIDER_REFUNDED_STATUSES, providerStatus)) return "Refunded";
  if (includes(PROVIDER_FAILED_STATUSES, providerStatus)) return "Failed";
  if (includes(PROVIDER_PENDING_STATUSES, providerStatus)) return "Pending";
  return undefined;
}

/** Completed and Refunded are final: the swap's coins have arrived somewhere for good. */
export const isFinalSwapHistoryStatus = (status: SwapHistoryStatus): boolean =>
  status === "Completed" || status === "Refunded";

/**
 * Whether a recorded swap may move from `from` to `to`: the same status again (a repeated update), any
 * status while Pending, and a failed swap's refund (Failed → Refunded). A final status never changes.
 */
export function canChangeSwapStatus(from: SwapHistoryStatus, to: SwapHistoryStatus): boolean {
  if (from === to || from === "Pending") return true;
  return from === "Failed" && to === "Refunded";
}

/** The event name the activity shows for a swap (§3: "Output item: event name Exchange"). */
export const SWAP_EVENT_NAME = "Exchange";
