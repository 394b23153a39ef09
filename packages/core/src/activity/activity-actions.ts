/**
 * The activity filters of /balance (lending-engine §2 "filter by ... action type (deposits, withdrawals,
 * loans, repayments, exchanges)") and the event names each selects (§3 "User activity": mint, redeem,
 * borrow, repayBorrow, exchange, liquidateBorrow). Liquidations have no filter of their own: they show only
 * when no action is chosen (every kind).
 */
import type { SwapHistoryStatus } from "../constants/swap-history";

/** The lending events the indexer records, in its order. */
export const LENDING_EVENT_NAMES = ["mint", "redeem", "borrow", "repayBorrow", "liquidateBorrow"] as const;
export type LendingEventName = (typeof LENDING_EVENT_NAMES)[number];

/** The event name of a swap row in the activity (the history's "Exchange", as a row's data-event). */
export const EXCHANGE_EVENT_NAME = "exchange";

/**
 * The swaps the Operations list and its CSV count as exchanges: the ones that took place. A pending, failed or
 * refunded swap stays in the Exchanges tab, with its status.
 */
export const ACTIVITY_SWAP_STATUSES: readonly SwapHistoryStatus[] = ["Completed"];

/** Every kind of activity row. */
export const ACTIVITY_EVENT_NAMES = [...LENDING_EVENT_NAMES, EXCHANGE_EVENT_NAME] as const;
export type ActivityEventName = (typeof ACTIVITY_EVENT_NAMES)[number];

/** The five action filters, in the order the filter bar shows them. */
export const ACTIVITY_ACTIONS = ["deposits", "withdrawals", "loans", "repayments", "exchanges"] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** The event each action filter selects. */
export const ACTION_EVENT: Readonly<Record<ActivityAction, ActivityEventName>> = {
  deposits: "mint",
  withdrawals: "redeem",
  loans: "borrow",
  repayments: "repayBorrow",
  exchanges: EXCHANGE_EVENT_NAME,
};

export const isActivityAction = (value: unknown): value is ActivityAction =>
  typeof value === "string" && (ACTIVITY_ACTIONS as readonly string[]).includes(value);

export const isLendingEventName = (value: unknown): value is LendingEventName =>
  typeof value === "string" && (LENDING_EVENT_NAMES as readonly string[]).includes(value);

/** The events `actions` select: every kind (liquidations included) when none is chosen. */
export function selectedEvents(actions: readonly ActivityAction[]): readonly ActivityEventName[] {
  if (actions.length === 0) return ACTIVITY_EVENT_NAMES;
  const chosen = new Set(actions.map((action) => ACTION_EVENT[action]));
  return ACTIVITY_EVENT_NAMES.filter((name) => chosen.has(name));
}

/** Which sources a filter reads: the lending events to ask the indexer for (none: skip it) and the swaps. */
export interface ActivitySources {
  readonly lendingEvents: readonly LendingEventName[];
  readonly swaps: boolean;
}

export function activitySources(actions: readonly ActivityAction[]): ActivitySources {
  const events = selectedEvents(actions);
  return {
    lendingEvents: events.filter(isLendingEventName),
    swaps: events.includes(EXCHANGE_EVENT_NAME),
  };
}
