/**
 * The year-in-review (the spec's "wrapped" summary, app-shell §5 dialogs, lending-engine §9) covers one
 * UTC calendar year: from 1 January 00:00:00 to 31 December 23:59:59 UTC, both included (the activity
 * API's `from` and `to` are inclusive unix seconds).
 */

/** The events the summary counts (WRAPPED_SUMMARY.events: Mint and Borrow), as the activity API names them. */
export const YEAR_IN_REVIEW_EVENTS = ["mint", "borrow"] as const;
export type YearInReviewEvent = (typeof YEAR_IN_REVIEW_EVENTS)[number];

export interface YearPeriod {
  year: number;
  /** Unix seconds of 1 January 00:00:00 UTC. */
  from: number;
  /** Unix seconds of 31 December 23:59:59 UTC. */
  to: number;
}

export function yearInReviewPeriod(year: number): YearPeriod {
  if (!Number.isInteger(year) || year < 1970 || year > 9999) throw new RangeError(`not a calendar year: ${year}`);
  const from = Date.UTC(year, 0, 1) / 1000;
  const to = Date.UTC(year + 1, 0, 1) / 1000 - 1;
  return { year, from, to };
}

/** `timestamp` (unix seconds) falls in the period. */
export function isInPeriod(timestamp: bigint, period: YearPeriod): boolean {
  return timestamp >= BigInt(period.from) && timestamp <= BigInt(period.to);
}
