/**
 * The activity filter's days, typed as DD/MM/YYYY (lending-engine §2): real calendar dates only (31/02 and
 * 29/02 of a common year are refused), a four-digit year, and d/m/yyyy accepted too. A day is a plain
 * {year, month, day}: the time zone is the caller's business (the page takes local days).
 */
import type { ActivityFilterErrorId } from "../errors/activity-filter-errors";

export interface CalendarDay {
  readonly year: number;
  /** 1–12. */
  readonly month: number;
  /** 1–31. */
  readonly day: number;
}

export type DayParseResult =
  { readonly ok: true; readonly day: CalendarDay } | { readonly ok: false; readonly error: ActivityFilterErrorId };

const DAY_INPUT = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A typed day: `activity.dateFormat` when it is not d/m/yyyy, `activity.dateInvalid` when no such day exists. */
export function parseDayInput(text: string): DayParseResult {
  const match = DAY_INPUT.exec(text.trim());
  if (!match) return { ok: false, error: "activity.dateFormat" };
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return { ok: false, error: "activity.dateInvalid" };
  }
  return { ok: true, day: { year, month, day } };
}

/** Negative when `a` is before `b`, 0 the same day, positive after. */
export const compareDays = (a: CalendarDay, b: CalendarDay): number =>
  a.year - b.year || a.month - b.month || a.day - b.day;

/** `activity.dateRange` when both days are given and the first is after the second (one day is a valid range). */
export function checkDayRange(
  from: CalendarDay | undefined,
  to: CalendarDay | undefined,
): ActivityFilterErrorId | undefined {
  return from && to && compareDays(from, to) > 0 ? "activity.dateRange" : undefined;
}

const pad = (value: number, width: number) => String(value).padStart(width, "0");

/** "2026-03-09": a key for caches and URLs. */
export const isoDay = (day: CalendarDay): string => `${pad(day.year, 4)}-${pad(day.month, 2)}-${pad(day.day, 2)}`;

/** "09/03/2026", as the field shows it. */
export const formatDayInput = (day: CalendarDay): string =>
  `${pad(day.day, 2)}/${pad(day.month, 2)}/${pad(day.year, 4)}`;
