/**
 * Reads back a number written by this folder's formatters in a given language ("1.234,56" in es,
 * "1,234.56" in en): groups of exactly three digits, the language's decimal mark. Typed input goes
 * through `parseAmount` instead, which refuses grouping; this is for text we displayed ourselves (a
 * pasted balance, a test reading the screen). Signs, percent signs and compact suffixes are refused.
 */
import { parseAmount, type ParseAmountResult } from "../fixed-point/index";
import { NUMBER_SEPARATORS, type FormatLocale } from "./locale";

/** `text` written in `locale`, as units of a token with `decimals` decimals (extra decimals truncated). */
export function parseFormattedNumber(text: string, decimals: number, locale: FormatLocale): ParseAmountResult {
  const { decimal, group } = NUMBER_SEPARATORS[locale];
  const parts = text.trim().split(decimal);
  if (parts.length > 2) return { ok: false, reason: "tooManyDecimalMarks" };
  const [whole = "", fraction] = parts;
  let digits = whole;
  if (whole.includes(group)) {
    const grouped = new RegExp(`^\\d{1,3}(?:${escapeRegExp(group)}\\d{3})+$`);
    if (!grouped.test(whole)) return { ok: false, reason: "invalid" };
    digits = whole.split(group).join("");
  }
  // The language's own mark stands for a decimal here; parseAmount then refuses any stray mark.
  return parseAmount(fraction === undefined ? digits : `${digits}.${fraction}`, decimals);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
