/**
 * Compact USD totals for the markets and balance headers ("1,23 M"), from fixed tables per language
 * (Intl's compact notation would need a float). Up to 2 decimals, trailing zeros trimmed, always
 * truncated; totals under a thousand read as a price with 2 decimals. Each language's own short scale:
 * Spanish "mil", "M" (millones), "mil M" (mil millones), "B" (billones, 1e12); Portuguese "mil", "mi",
 * "bi", "tri"; English "K", "M", "B", "T". The unit ("$", "US$") is the caller's.
 */
import { scale } from "../fixed-point/index";
import { formatDecimal } from "./format-decimal";
import type { FormatLocale } from "./locale";

/** Suffixes for 1e3, 1e6, 1e9 and 1e12. */
export const COMPACT_SUFFIXES: Readonly<Record<FormatLocale, readonly [string, string, string, string]>> = {
  es: ["mil", "M", "mil\u00a0M", "B"],
  en: ["K", "M", "B", "T"],
  pt: ["mil", "mi", "bi", "tri"],
};

/** Spanish and Portuguese put a (no-break) space before the suffix; English does not. */
const SUFFIX_JOINER: Readonly<Record<FormatLocale, string>> = { es: "\u00a0", en: "", pt: "\u00a0" };

const COMPACT_DECIMALS = 2;

/** A USD total `value` with `decimals` decimals in compact form, e.g. 1234567.89 → "1,23 M" (es). */
export function formatCompactUsd(value: bigint, decimals: number, locale: FormatLocale): string {
  const unit = scale(decimals);
  const total = value < 0n ? 0n : value;
  // Hundredths, truncated: floor(floor(x·100 / 10^d) / 10^3k) equals floor(x·100 / 10^(d+3k)).
  const hundredths = (total * 10n ** BigInt(COMPACT_DECIMALS)) / unit;
  const whole = total / unit;
  let tier = 0;
  while (tier < 4 && whole >= 1000n ** BigInt(tier + 1)) tier++;
  if (tier === 0) {
    return formatDecimal(hundredths, COMPACT_DECIMALS, locale, { maxDecimals: 2, minDecimals: 2 });
  }
  const digits = formatDecimal(hundredths / 1000n ** BigInt(tier), COMPACT_DECIMALS, locale, { maxDecimals: 2 });
  return digits + SUFFIX_JOINER[locale] + COMPACT_SUFFIXES[locale][tier - 1];
}
