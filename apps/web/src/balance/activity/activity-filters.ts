/**
 * The filters the Operations and Exchanges tabs apply: a range of local days and the action filters.
 * Days are the user's own (lending-engine §2 "DD/MM/YYYY"): from 00:00:00 of the first to 23:59:59 of the
 * last, in the browser's time zone, as the unix seconds the API takes.
 */
import { isoDay, type ActivityAction, type CalendarDay } from "@ceiba/core";
import type { ActivityKeyFilters } from "../../lending/data/query-keys";
import type { TimeRange } from "./activity-api";

export interface ActivityFilters {
  readonly from?: CalendarDay;
  readonly to?: CalendarDay;
  /** None: every kind of row. */
  readonly actions: readonly ActivityAction[];
}

export const NO_ACTIVITY_FILTERS: ActivityFilters = { actions: [] };

const seconds = (date: Date) => Math.max(0, Math.floor(date.getTime() / 1000));

/** 00:00:00 of the day where the user is. */
export const dayStartSeconds = (day: CalendarDay): number => seconds(new Date(day.year, day.month - 1, day.day));

/** 23:59:59 of the day where the user is. */
export const dayEndSeconds = (day: CalendarDay): number =>
  seconds(new Date(day.year, day.month - 1, day.day, 23, 59, 59));

export function timeRange(filters: Pick<ActivityFilters, "from" | "to">): TimeRange {
  return {
    ...(filters.from && { from: dayStartSeconds(filters.from) }),
    ...(filters.to && { to: dayEndSeconds(filters.to) }),
  };
}

/** The filters as they go in a query key: plain JSON, the actions in one order whatever the clicks'. */
export function filtersKey(filters: ActivityFilters, tab: string, page?: number): ActivityKeyFilters {
  return {
    tab,
    ...(filters.from && { from: isoDay(filters.from) }),
    ...(filters.to && { to: isoDay(filters.to) }),
    actions: [...filters.actions].sort(),
    ...(page !== undefined && { page }),
  };
}

const sameDay = (a: CalendarDay | undefined, b: CalendarDay | undefined) =>
  a === b || (a !== undefined && b !== undefined && isoDay(a) === isoDay(b));

export function sameFilters(a: ActivityFilters, b: ActivityFilters): boolean {
  const actions = (f: ActivityFilters) => [...f.actions].sort().join();
  return sameDay(a.from, b.from) && sameDay(a.to, b.to) && actions(a) === actions(b);
}
