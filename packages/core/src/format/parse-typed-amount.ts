/**
 * A typed amount read the way the screen writes numbers in the interface's language (issue: "10.000 DOC"
 * is shown for ten thousand in es and pt, so "1.000" typed there must not be read as 1).
 *
 * - Text with the language's grouping ("1.000", "1.234,56" in es; "1,000", "1,234.56" in en) is read as
 *   grouped, as `parseFormattedNumber` reads our own output.
 * - Text with one mark that cannot be a group separator there ("1.5" or "0.25" in es: a group holds three
 *   digits) is read as the decimal mark of the other convention: phones and habits type either.
 * - Anything else with more than one kind of mark, or with misplaced groups, is refused.
 *
 * `ambiguous` is set when the same text would read differently in the other convention ("1.000": a thousand
 * here, one there; "1.5" read as a decimal although "." groups here): the field then says how it read it.
 */
import { parseAmount, type AmountParseFailure } from "../fixed-point/index";
import { NUMBER_SEPARATORS, type FormatLocale } from "./locale";
import { parseFormattedNumber } from "./parse-formatted-number";

export type TypedAmountResult =
  { ok: true; value: bigint; truncated: boolean; ambiguous: boolean } | { ok: false; reason: AmountParseFailure };

/** `text` typed in `locale`, as units of a token with `decimals` decimals (extra decimals truncated). */
export function parseTypedAmount(text: string, decimals: number, locale: FormatLocale): TypedAmountResult {
  const { decimal, group } = NUMBER_SEPARATORS[locale];
  const trimmed = text.trim();
  const groupMarks = trimmed.split(group).length - 1;
  if (groupMarks === 0) {
    // Only the language's decimal mark (or none): the plain reader.
    const plain = parseAmount(trimmed, decimals);
    return plain.ok ? { ...plain, ambiguous: false } : plain;
  }
  const grouped = parseFormattedNumber(trimmed, decimals, locale);
  if (grouped.ok) {
    // One group mark, three digits after it and no decimal mark: the other convention reads a decimal.
    const ambiguous = groupMarks === 1 && !trimmed.includes(decimal);
    return { ...grouped, ambiguous };
  }
  if (groupMarks === 1 && !trimmed.includes(decimal)) {
    // "1.5" in es: not a group (a group has three digits), so the other convention's decimal mark.
    const other = parseAmount(trimmed, decimals);
    return other.ok ? { ...other, ambiguous: true } : other;
  }
  return grouped;
}
