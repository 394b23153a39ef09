/**
 * The one place where a bigint becomes displayed digits: truncated toward zero (never rounded up), the
 * whole part grouped by thousands and the decimal mark of the language. Every display formatter of this
 * folder is a rule about how many decimals to show on top of this one.
 */
import { scale } from "../fixed-point/index";
import { NUMBER_SEPARATORS, type FormatLocale } from "./locale";

export interface DecimalFormatOptions {
  /** Most decimals shown; further ones are truncated. */
  readonly maxDecimals: number;
  /** Decimals always shown, padded with zeros; trailing zeros beyond them are trimmed. Default 0. */
  readonly minDecimals?: number;
}

/** "1234567" → "1.234.567" with group ".". */
export function groupThousands(digits: string, group: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, group);
}

/**
 * `value` (with `decimals` decimals, 0–18) written for `locale` with between `minDecimals` and
 * `maxDecimals` decimals. Truncates toward zero, so the text is never further from zero than the value;
 * a negative value that truncates to zero is written without its sign.
 */
export function formatDecimal(
  value: bigint,
  decimals: number,
  locale: FormatLocale,
  { maxDecimals, minDecimals = 0 }: DecimalFormatOptions,
): string {
  const unit = scale(decimals);
  if (
    !Number.isInteger(maxDecimals) ||
    !Number.isInteger(minDecimals) ||
    minDecimals < 0 ||
    minDecimals > maxDecimals
  ) {
    throw new RangeError(`Invalid decimals to show: ${minDecimals} to ${maxDecimals}`);
  }
  const separators = NUMBER_SEPARATORS[locale];
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const whole = magnitude / unit;
  const shown = (magnitude % unit).toString().padStart(decimals, "0").slice(0, maxDecimals);
  const fraction = trimTrailingZeros(shown, minDecimals).padEnd(minDecimals, "0");
  const isZero = whole === 0n && !/[1-9]/.test(fraction);
  return (
    (negative && !isZero ? "-" : "") +
    groupThousands(whole.toString(), separators.group) +
    (fraction === "" ? "" : separators.decimal + fraction)
  );
}

function trimTrailingZeros(fraction: string, keep: number): string {
  let end = fraction.length;
  while (end > keep && fraction[end - 1] === "0") end--;
  return fraction.slice(0, end);
}
