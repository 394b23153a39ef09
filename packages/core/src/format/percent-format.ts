/**
 * Displayed rates and percentages (app-shell §5: rates with 2 decimals), truncated, with the decimals
 * always shown ("3,50 %") so a table of rates lines up. The percent sign follows each language: Spanish
 * writes it after a space (a no-break one, so it never wraps alone), English and Portuguese glue it.
 * A negative rate, which no interest model returns, is shown as zero.
 */
import { formatDecimal } from "./format-decimal";
import type { FormatLocale } from "./locale";

export const RATE_DECIMALS = 2;

const PERCENT_SUFFIX: Readonly<Record<FormatLocale, string>> = { es: "\u00a0%", en: "%", pt: "%" };

export interface PercentFormatOptions {
  /** Append the language's percent sign. Default true. */
  readonly percentSign?: boolean;
}

/** A percentage `value` with `decimals` decimals (5e18 at 18 decimals is 5 %), as displayed. */
export function formatPercent(
  value: bigint,
  decimals: number,
  locale: FormatLocale,
  { percentSign = true }: PercentFormatOptions = {},
): string {
  const percent = value < 0n ? 0n : value;
  const digits = formatDecimal(percent, decimals, locale, { maxDecimals: RATE_DECIMALS, minDecimals: RATE_DECIMALS });
  return percentSign ? digits + PERCENT_SUFFIX[locale] : digits;
}

/**
 * A fraction `value` with `decimals` decimals (0.05e18 at 18 decimals, a utilisation or an APY
 * mantissa) as a displayed percentage: "5,00 %". Multiplying by 100 in bigint keeps it exact.
 */
export function formatFractionAsPercent(
  value: bigint,
  decimals: number,
  locale: FormatLocale,
  options: PercentFormatOptions = {},
): string {
  return formatPercent(value * 100n, decimals, locale, options);
}
