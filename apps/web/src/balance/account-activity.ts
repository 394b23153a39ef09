/**
 * What /balance reads of the account's activity through the indexer's REST route (GET /users/activity,
 * apps/indexer/src/api/activity-route.ts: newest first, with the total count of the filter).
 */
import type { LatestActivity, LendingEventName } from "@ceiba/core";
import { indexerApi, type ApiOptions } from "../config/indexer-api";

export interface ActivityFilter {
  /** Event names (mint, redeem, borrow, repayBorrow, liquidateBorrow). */
  types?: readonly LendingEventName[];
  /** Unix seconds, both inclusive. */
  from?: number;
  to?: number;
}

/** One row of the filter (the route counts them all). */
const firstRow = (address: string, filter: ActivityFilter, options: ApiOptions) =>
  indexerApi(options).get("usersActivity", { address: address.toLowerCase(), take: 1, ...filter });

/**
 * The account's newest activity row, null when it has none yet (a query's data cannot be undefined): core's
 * liquidatedByLatestActivity reads it.
 */
export async function fetchLatestActivity(address: string, options: ApiOptions = {}): Promise<LatestActivity | null> {
  const answer = await firstRow(address, {}, options);
  const first = answer.items[0];
  return first ? { eventName: first.eventName, role: first.role } : null;
}

/** How many rows match the filter (the route counts them; one row comes back). */
export async function countActivity(
  address: string,
  filter: ActivityFilter,
  options: ApiOptions = {},
): Promise<number> {
  const answer = await firstRow(address, filter, options);
  return answer.totalCount;
}
