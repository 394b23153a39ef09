/**
 * An amount in smallest units as a plain decimal string ("1234.5"): no grouping, trailing zeros trimmed,
 * every decimal kept. It is the exact inverse of `parseAmount`, for filling an input field (the "max"
 * button) or a CSV cell; what users read goes through the display formatters in `format/`.
 */
import { scale } from "./fixed";

export type DecimalMark = "." | ",";

/** `value` (with `decimals` decimals) as "-1234.5"; `decimalMark` "," gives "-1234,5". Nothing is lost. */
export function toDecimalString(value: bigint, decimals: number, decimalMark: DecimalMark = "."): string {
  const unit = scale(decimals);
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const whole = (magnitude / unit).toString();
  const fraction = (magnitude % unit).toString().padStart(decimals, "0").replace(/0+$/, "");
  return `${negative ? "-" : ""}${whole}${fraction === "" ? "" : decimalMark + fraction}`;
}
