/**
 * Pages of the Operations list and the rows of its CSV (lending-engine §7: take 10 newest first, 1000 for
 * the download). With one source in the filter a page is that source's page; with both, page p is the
 * merge of each source's first (p + 1) × 10 rows (core mergeActivityNewestFirst), sliced, and the total is
 * the sum of both totals.
 */
import {
  ACTIVITY_CSV_MAX_ROWS,
  ACTIVITY_PAGE_SIZE,
  ACTIVITY_SWAP_STATUSES,
  LENDING_EVENT_NAMES,
  activitySources,
  mergeActivityNewestFirst,
  type ActivityRow,
  type LendingEventName,
  type SwapActivityRow,
} from "@ceiba/core";
import type { ApiOptions } from "../../config/indexer-api";
import { fetchLendingActivity, fetchSwaps, type SourcePage, type TimeRange } from "./activity-api";
import { timeRange, type ActivityFilters } from "./activity-filters";

/** The swaps API answers at most this many rows a request. */
const MAX_SWAPS_TAKE = 1000;

export interface ActivityPage<T extends ActivityRow = ActivityRow> {
  /** From 0. */
  readonly page: number;
  readonly rows: readonly T[];
  readonly total: number;
}

const EMPTY: SourcePage<never> = { totalCount: 0, rows: [] };

/** The `types` to send: none when every lending event is wanted (the API's default). */
const typesParam = (events: readonly LendingEventName[]) =>
  events.length === LENDING_EVENT_NAMES.length ? undefined : events;

/** Both sources' first `take` rows (a source outside the filter reads nothing). */
async function readSources(address: string, filters: ActivityFilters, take: number, skip: number, options: ApiOptions) {
  const { lendingEvents, swaps } = activitySources(filters.actions);
  const range: TimeRange = timeRange(filters);
  const [lending, exchanges] = await Promise.all([
    lendingEvents.length === 0
      ? EMPTY
      : fetchLendingActivity({ address, take, skip, ...range, types: typesParam(lendingEvents) }, options),
    swaps
      ? fetchSwaps(
          { address, take: Math.min(take, MAX_SWAPS_TAKE), skip, ...range, statuses: ACTIVITY_SWAP_STATUSES },
          options,
        )
      : EMPTY,
  ]);
  return { lending, exchanges };
}

/** Page `page` (from 0) of the Operations list, 10 rows newest first. */
export async function fetchActivityPage(
  address: string,
  filters: ActivityFilters,
  page: number,
  options: ApiOptions = {},
): Promise<ActivityPage> {
  const size = ACTIVITY_PAGE_SIZE;
  const sources = activitySources(filters.actions);
  // One source: the API pages it. Both: each source's first (page + 1) pages, merged.
  const merging = sources.lendingEvents.length > 0 && sources.swaps;
  const { lending, exchanges } = merging
    ? await readSources(address, filters, (page + 1) * size, 0, options)
    : await readSources(address, filters, size, page * size, options);
  const merged = mergeActivityNewestFirst<ActivityRow>(lending.rows, exchanges.rows);
  return {
    page,
    rows: merging ? merged.slice(page * size, (page + 1) * size) : merged,
    total: lending.totalCount + exchanges.totalCount,
  };
}

/** Every row the filters match, newest first, up to 1000 (the CSV download). */
export async function fetchActivityCsvRows(
  address: string,
  filters: ActivityFilters,
  options: ApiOptions = {},
): Promise<readonly ActivityRow[]> {
  const { lending, exchanges } = await readSources(address, filters, ACTIVITY_CSV_MAX_ROWS, 0, options);
  return mergeActivityNewestFirst<ActivityRow>(lending.rows, exchanges.rows).slice(0, ACTIVITY_CSV_MAX_ROWS);
}

/** Page `page` (from 0) of the Exchanges tab: every swap, whatever its status, 10 newest first. */
export async function fetchSwapsPage(
  address: string,
  filters: Pick<ActivityFilters, "from" | "to">,
  page: number,
  options: ApiOptions = {},
): Promise<ActivityPage<SwapActivityRow>> {
  const size = ACTIVITY_PAGE_SIZE;
  const swaps = await fetchSwaps({ address, take: size, skip: page * size, ...timeRange(filters) }, options);
  return { page, rows: swaps.rows, total: swaps.totalCount };
}
