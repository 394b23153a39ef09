/**
 * Displayed accrued interest. The spec shows the interest of DOC, XUSD and USDRIF to 4 decimals; we
 * show exactly 4 (zero-padded) so the real-time ticker, which refreshes every 200 ms, keeps its width.
 * Interest of any other token reads like an amount of it (`formatAmount`). Non-positive is "0" as for
 * every displayed amount.
 */
import { formatAmount } from "./amount-format";
import { formatDecimal } from "./format-decimal";
import type { FormatLocale } from "./locale";
import { isFourDecimalInterestSymbol } from "./token-symbols";

export const INTEREST_DECIMALS = 4;

/** Interest `value` (in units of a token with `decimals` decimals) of `symbol`, as displayed. */
export function formatInterest(value: bigint, decimals: number, symbol: string, locale: FormatLocale): string {
  if (!isFourDecimalInterestSymbol(symbol)) return formatAmount(value, decimals, symbol, locale);
  if (value <= 0n) return "0";
  return formatDecimal(value, decimals, locale, { maxDecimals: INTEREST_DECIMALS, minDecimals: INTEREST_DECIMALS });
}
