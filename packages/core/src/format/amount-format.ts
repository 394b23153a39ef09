/**
 * Displayed token amounts (lending-engine §5 "Numbers", app-shell §5): 6-decimal symbols (see
 * `isSixDecimalSymbol`) up to 6 decimals, values below 1e-6 shown whole; every other token up to 4
 * decimals, values below 1e-7 shown whole; non-positive shown as "0". Always truncated, and trailing
 * zeros trimmed since the spec says "up to" (1 RBTC reads "1", 1.5 reads "1,5").
 *
 * Taken literally, the 4-decimal rule shows a positive amount from 1e-7 to under 1e-4 as "0" (only
 * values under 1e-7 escape the truncation); we keep the spec's rule rather than invent a "< 0,0001".
 */
import { formatDecimal } from "./format-decimal";
import type { FormatLocale } from "./locale";
import { isSixDecimalSymbol } from "./token-symbols";

export interface AmountDisplayRule {
  /** Most decimals shown. */
  readonly maxDecimals: number;
  /** Positive values below 10^-fullPrecisionBelow are shown with every decimal instead. */
  readonly fullPrecisionBelow: number;
}

export const SIX_DECIMAL_RULE: AmountDisplayRule = { maxDecimals: 6, fullPrecisionBelow: 6 };
export const FOUR_DECIMAL_RULE: AmountDisplayRule = { maxDecimals: 4, fullPrecisionBelow: 7 };

export function amountDisplayRule(symbol: string): AmountDisplayRule {
  return isSixDecimalSymbol(symbol) ? SIX_DECIMAL_RULE : FOUR_DECIMAL_RULE;
}

/** `value` (in units of a token with `decimals` decimals, 0–18) as the spec displays amounts of `symbol`. */
export function formatAmount(value: bigint, decimals: number, symbol: string, locale: FormatLocale): string {
  if (value <= 0n) return "0";
  const rule = amountDisplayRule(symbol);
  const tiny = decimals > rule.fullPrecisionBelow && value < 10n ** BigInt(decimals - rule.fullPrecisionBelow);
  return formatDecimal(value, decimals, locale, { maxDecimals: tiny ? decimals : rule.maxDecimals });
}
