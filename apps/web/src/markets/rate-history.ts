/**
 * A market's rate history (lending-engine §3 "Rate history"): the indexer's rows of the last year, sorted
 * ascending by time, with the deposit and borrow rates as percents (the rows' APY mantissas: rate per block
 * × blocks per year × 100), and the chart's period filter (week, two weeks, month, year).
 */
import { RATE_HISTORY_PERIODS_DAYS, type RateHistoryPeriod } from "@ceiba/core";
import { RATE_HISTORY_QUERY, type ResultOf } from "@ceiba/sdk/api";
import { ApiError, indexerApi, type ApiOptions } from "../config/indexer-api";

const DAY_SECONDS = 86_400n;
/** At most this many pages (newest first): a market that accrues in most blocks keeps its latest rows. */
export const MAX_RATE_HISTORY_PAGES = 10;

export interface RatePoint {
  /** Block time, unix seconds. */
  timestamp: bigint;
  /** Percent mantissas (5% = 5e18). */
  depositRate: bigint;
  borrowRate: bigint;
}

export interface RateHistory {
  /** The indexed chain's time (unix seconds): the end of every period. */
  end: bigint;
  /** The last year's points, oldest first. */
  points: RatePoint[];
  /** The page limit stopped the read before the start of the year (the oldest rows are missing). */
  truncated: boolean;
}

const integer = (text: string): bigint => {
  if (!/^\d+$/.test(text)) throw new ApiError("/graphql", 200, `not an integer: ${text}`);
  return BigInt(text);
};

/** The start of `period` before `end` (unix seconds). */
export function periodStart(period: RateHistoryPeriod, end: bigint): bigint {
  return end - BigInt(RATE_HISTORY_PERIODS_DAYS[period]) * DAY_SECONDS;
}

/** The last year of `market`'s rates (lowercased address), newest pages first, at most MAX_RATE_HISTORY_PAGES. */
export async function fetchRateHistory(market: string, options: ApiOptions = {}): Promise<RateHistory> {
  const newestFirst: RatePoint[] = [];
  let end: bigint | undefined;
  let after: string | null = null;
  for (let page = 0; page < MAX_RATE_HISTORY_PAGES; page++) {
    const data: ResultOf<typeof RATE_HISTORY_QUERY> = await indexerApi(options).graphql(RATE_HISTORY_QUERY, {
      market: market.toLowerCase(),
      after,
    });
    if (!data.setting) throw new ApiError("/graphql", 200, "no settings row yet");
    end ??= integer(data.setting.latestMigratedTimestamp);
    const start = periodStart("year", end);
    for (const row of data.rates.items) {
      const timestamp = integer(row.blockTimestamp);
      // One row before the year is kept: its rates held when the year began.
      newestFirst.push({ timestamp, depositRate: integer(row.depositApy), borrowRate: integer(row.borrowApy) });
      if (timestamp < start) return { end, points: newestFirst.reverse(), truncated: false };
    }
    if (!data.rates.pageInfo.hasNextPage || data.rates.pageInfo.endCursor === null) {
      return { end, points: newestFirst.reverse(), truncated: false };
    }
    after = data.rates.pageInfo.endCursor;
  }
  return { end: end ?? 0n, points: newestFirst.reverse(), truncated: true };
}

/**
 * The points of `period` (oldest first), spanning the whole period: the rates in force at its start (the
 * last earlier row, moved to the start) and at its end (the last row, repeated at `end`), since a market's
 * rates hold until its next accrual. Empty when the market has no row up to `end`.
 */
export function filterRateHistory(
  history: Pick<RateHistory, "end" | "points">,
  period: RateHistoryPeriod,
): RatePoint[] {
  const start = periodStart(period, history.end);
  const sorted = history.points.filter((p) => p.timestamp <= history.end);
  const inside = sorted.filter((p) => p.timestamp >= start);
  const before = sorted.filter((p) => p.timestamp < start).at(-1);
  const points = before && inside[0]?.timestamp !== start ? [{ ...before, timestamp: start }, ...inside] : inside;
  const last = points.at(-1);
  if (last && last.timestamp < history.end) points.push({ ...last, timestamp: history.end });
  return points;
}

/** At most `max` points (≥ 2), evenly picked by index, the first and the last always kept. */
export function thinPoints<T>(points: readonly T[], max: number): T[] {
  if (points.length <= max) return [...points];
  const picked: T[] = [];
  for (let i = 0; i < max; i++) {
    const point = points[Math.round((i * (points.length - 1)) / (max - 1))];
    if (point !== undefined) picked.push(point);
  }
  return picked;
}
