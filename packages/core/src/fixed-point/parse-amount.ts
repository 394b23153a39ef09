/**
 * Parsing of a typed amount into token units (bigint), without ever going through a JS number.
 *
 * Accepted: digits with at most one decimal mark, "," or "." (Uniswap's interface crashed on the decimal
 * comma; we take both whatever the language), surrounded by optional whitespace: "1,5", "1.5", ".5", "5.".
 * Refused, each with a reason the error catalogue translates: nothing typed, a sign, two or more marks
 * (which is how thousands separators show up: "1.234,56"), exponents, letters, inner spaces, and values
 * no uint256 can hold.
 *
 * Decimals beyond the token's are truncated, never rounded (lending-engine §5: amounts are truncated to
 * 18 decimals); `truncated` says whether a non-zero digit was dropped so the UI can show the value it kept.
 */
import { scale } from "./fixed";

/** Every reason an amount can be refused, for the error catalogue to translate. */
export const AMOUNT_PARSE_FAILURES = ["empty", "negative", "tooManyDecimalMarks", "invalid", "tooLarge"] as const;

export type AmountParseFailure = (typeof AMOUNT_PARSE_FAILURES)[number];

export type ParseAmountResult =
  { ok: true; value: bigint; truncated: boolean } | { ok: false; reason: AmountParseFailure };

/** The largest amount a contract call can carry. */
const MAX_AMOUNT = 2n ** 256n - 1n;

const NUMBER = /^(\d*)[.,]?(\d*)$/;
const DIGITS_AND_MARKS = /^[\d.,]+$/;
/** ASCII hyphen-minus, and the Unicode minus sign some keyboards and pasted text produce. */
const MINUS = /^[-\u2212]/;

const fail = (reason: AmountParseFailure): ParseAmountResult => ({ ok: false, reason });

/** Parses `text` as an amount of a token with `decimals` decimals (0–18), into its smallest units. */
export function parseAmount(text: string, decimals: number): ParseAmountResult {
  const unit = scale(decimals);
  const trimmed = text.trim();
  if (trimmed === "") return fail("empty");
  if (MINUS.test(trimmed)) {
    // "-1,5" is a negative amount; "-" or "-abc" are just not numbers.
    return parseUnsigned(trimmed.slice(1), decimals, unit).ok ? fail("negative") : fail("invalid");
  }
  return parseUnsigned(trimmed, decimals, unit);
}

function parseUnsigned(text: string, decimals: number, unit: bigint): ParseAmountResult {
  const match = NUMBER.exec(text);
  if (!match) {
    return DIGITS_AND_MARKS.test(text) && /\d/.test(text) ? fail("tooManyDecimalMarks") : fail("invalid");
  }
  const whole = match[1] ?? "";
  const fraction = match[2] ?? "";
  if (whole === "" && fraction === "") return fail("invalid");

  const kept = fraction.slice(0, decimals);
  const dropped = fraction.slice(decimals);
  const value = BigInt(whole || "0") * unit + BigInt(kept.padEnd(decimals, "0") || "0");
  if (value > MAX_AMOUNT) return fail("tooLarge");
  return { ok: true, value, truncated: /[1-9]/.test(dropped) };
}

/** Parses a typed value as an 18-decimal mantissa (1 → 1e18). */
export function toMantissa(text: string): ParseAmountResult {
  return parseAmount(text, 18);
}
