/** How the activity tables write a row's figures: amounts with their unit, USD, date and time (i18n/formatters). */
import type { ActivityRow, Language, SwapSide } from "@ceiba/core";
import { formatDateTime, formatTokenAmount, formatUsd } from "../../i18n/formatters";

/** "0,001 RBTC": core's display rule for the token, with its symbol. */
export const swapSideText = (side: SwapSide, language: Language): string =>
  formatTokenAmount({ value: side.amount, decimals: side.decimals, symbol: side.symbol }, language);

/** A row's amount: the lending amount in its underlying token, or a swap's "given → received". */
export function amountText(row: ActivityRow, language: Language): string {
  if (row.kind === "swap") return `${swapSideText(row.from, language)} → ${swapSideText(row.to, language)}`;
  return formatTokenAmount({ value: row.amount, decimals: row.decimals, symbol: row.underlyingSymbol }, language);
}

/** "1.234,56 USD". */
export const usdText = (value: bigint, language: Language): string => `${formatUsd(value, language)} USD`;

/** The row's time in the user's time zone and language. */
export const dateTimeText = (timestamp: bigint, language: Language): string =>
  formatDateTime(new Date(Number(timestamp) * 1000), language);

/** A row's market: the lending market's symbol, or a swap's pair. */
export const marketText = (row: ActivityRow): string =>
  row.kind === "swap" ? `${row.from.symbol} → ${row.to.symbol}` : row.marketSymbol;

/** A long text cut in the middle, `head` characters, "…", `tail` characters; whole when not longer. */
export function middleCut(text: string, head: number, tail: number): string {
  return text.length <= head + tail + 1 ? text : `${text.slice(0, head)}…${text.slice(-tail)}`;
}

/** A Lightning invoice as a row shows it: its prefix and amount, and its end ("lnbcrt500u1p…q9x7f2"). */
export const invoiceText = (invoice: string): string => middleCut(invoice, 12, 6);

/** A Bitcoin address as a row shows it ("bcrt1qwp…4xsk4f"). */
export const btcAddressText = (address: string): string => middleCut(address, 8, 6);
