/**
 * The activity CSV download (lending-engine §2 "CSV download", §7 "1000 for download"): UTF-8 with a byte
 * order mark (spreadsheets then read the accents right), comma-separated, CRLF after every row, RFC 4180
 * quoting, and formula injection defused (a cell starting with = + - @, tab or CR gets a leading '). The
 * header row and the action names come translated from the caller; numbers are plain decimals with a
 * point, full precision, no grouping; dates are ISO 8601 in UTC.
 */
import { toDecimalString } from "../fixed-point/decimal-string";
import { DEFAULT_DECIMALS } from "../fixed-point/fixed";
import type { ActivityEventName } from "./activity-actions";
import type { ActivityRow } from "./activity-row";

/** At most this many rows of each source go in a download. */
export const ACTIVITY_CSV_MAX_ROWS = 1000;

/** The columns, in order. */
export const ACTIVITY_CSV_COLUMNS = [
  "date",
  "action",
  "market",
  "amount",
  "asset",
  "priceUsd",
  "valueUsd",
  "transaction",
] as const;
export type ActivityCsvColumn = (typeof ACTIVITY_CSV_COLUMNS)[number];

export interface ActivityCsvTexts {
  /** The header row, in the page's language. */
  readonly headers: Readonly<Record<ActivityCsvColumn, string>>;
  /** Each event's action name, in the page's language. */
  readonly actions: Readonly<Record<ActivityEventName, string>>;
}

const BOM = "\uFEFF";
const CRLF = "\r\n";
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: formula starts defused, then quoted when it holds a quote, a comma or a line break. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A unix time as ISO 8601 UTC to the second: 2026-11-22T07:21:10Z. */
export function isoUtcSeconds(timestamp: bigint): string {
  // Seconds since 1970 fit a double exactly; this is a time, not an amount.
  return new Date(Number(timestamp) * 1000).toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** A 1e18 USD mantissa with exactly 2 decimals, truncated: "1234.50". */
export function usdTwoDecimals(value: bigint): string {
  const negative = value < 0n;
  const cents = (negative ? -value : value) / 10n ** BigInt(DEFAULT_DECIMALS - 2);
  return `${negative ? "-" : ""}${cents / 100n}.${String(cents % 100n).padStart(2, "0")}`;
}

function cellsOf(row: ActivityRow, texts: ActivityCsvTexts): Record<ActivityCsvColumn, string> {
  const date = isoUtcSeconds(row.timestamp);
  const transaction = (row.txHash ?? "").toLowerCase();
  if (row.kind === "lending") {
    return {
      date,
      action: texts.actions[row.eventName],
      market: row.marketSymbol,
      amount: toDecimalString(row.amount, row.decimals),
      asset: row.underlyingSymbol,
      priceUsd: toDecimalString(row.priceAt, DEFAULT_DECIMALS),
      valueUsd: usdTwoDecimals(row.amountUsd),
      transaction,
    };
  }
  // A swap: the pair stands as its market, the amount is what was given, valued at the time when known.
  return {
    date,
    action: texts.actions.exchange,
    market: `${row.from.symbol}/${row.to.symbol}`,
    amount: toDecimalString(row.from.amount, row.from.decimals),
    asset: row.from.symbol,
    priceUsd: row.priceAt === undefined ? "" : toDecimalString(row.priceAt, DEFAULT_DECIMALS),
    valueUsd: row.amountUsd === undefined ? "" : usdTwoDecimals(row.amountUsd),
    transaction,
  };
}

/** The whole file's text: BOM, header, one line per row in the given order, CRLF after each. */
export function buildActivityCsv(rows: readonly ActivityRow[], texts: ActivityCsvTexts): string {
  const line = (cells: Record<ActivityCsvColumn, string>) =>
    ACTIVITY_CSV_COLUMNS.map((column) => csvCell(cells[column])).join(",") + CRLF;
  return BOM + line(texts.headers) + rows.map((row) => line(cellsOf(row, texts))).join("");
}

/** ceiba-activity-2026-11-22.csv, with the day `now` falls on where the user is. */
export function activityCsvFileName(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `ceiba-activity-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
