import { formatAmount, formatUsdPrice, type Language } from "@ceiba/core";

/** BCP 47 locales Intl uses for each interface language (dates): Latin American Spanish, Brazilian Portuguese. */
export const INTL_LOCALES: Readonly<Record<Language, string>> = { es: "es-419", en: "en-US", pt: "pt-BR" };

/** A token amount with its unit, per the spec's display rules (core's formatAmount: truncated, bigint). */
export function formatTokenAmount(
  amount: { value: bigint; decimals: number; symbol: string },
  language: Language,
): string {
  return `${formatAmount(amount.value, amount.decimals, amount.symbol, language)} ${amount.symbol}`;
}

/** A USD value held as a 1e18 mantissa (2 decimals, none above 4 integer digits). */
export function formatUsd(value: bigint, language: Language): string {
  return formatUsdPrice(value, 18, language);
}

/** A date in the interface language (Intl), by default as "12 mar 2025". */
export function formatDate(
  date: Date,
  language: Language,
  options: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric" },
): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], options).format(date);
}

/** A date and time in the interface language. */
export function formatDateTime(date: Date, language: Language): string {
  return formatDate(date, language, { dateStyle: "medium", timeStyle: "short" });
}
