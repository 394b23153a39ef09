/**
 * What /balance reads of the account's activity through the indexer's REST route (GET /users/activity,
 * apps/indexer/src/api/activity-route.ts: newest first, with the total count of the filter).
 */
import type { LatestActivity } from "@ceiba/core";
import { apiJson, type ApiOptions } from "../lending/data/api-client";

interface ActivityAnswer {
  totalCount: number;
  items: readonly { eventName: string; role: string | null }[];
}

export interface ActivityFilter {
  /** Event names (mint, redeem, borrow, repayBorrow, liquidateBorrow). */
  types?: readonly string[];
  /** Unix seconds, both inclusive. */
  from?: number;
  to?: number;
}

function activityPath(address: string, filter: ActivityFilter): string {
  const params = new URLSearchParams({ address: address.toLowerCase(), take: "1" });
  if (filter.types) params.set("types", filter.types.join(","));
  if (filter.from !== undefined) params.set("from", String(filter.from));
  if (filter.to !== undefined) params.set("to", String(filter.to));
  return `/users/activity?${params.toString()}`;
}

/**
 * The account's newest activity row, null when it has none yet (a query's data cannot be undefined): core's
 * liquidatedByLatestActivity reads it.
 */
export async function fetchLatestActivity(address: string, options: ApiOptions = {}): Promise<LatestActivity | null> {
  const answer = await apiJson<ActivityAnswer>(activityPath(address, {}), options);
  const first = answer.items[0];
  return first ? { eventName: first.eventName, role: first.role } : null;
}

/** How many rows match the filter (the route counts them; one row comes back). */
export async function countActivity(
  address: string,
  filter: ActivityFilter,
  options: ApiOptions = {},
): Promise<number> {
  const answer = await apiJson<ActivityAnswer>(activityPath(address, filter), options);
  return answer.totalCount;
}
