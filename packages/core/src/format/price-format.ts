/**
 * Displayed USD prices (app-shell §5): 2 decimals, or none when the whole part has more than 4 digits
 * (≥ 10.000, so a BTC price reads "97.123" and a DOC price "0,99"). Truncated, never rounded up. The
 * decimals are always shown ("1,50", not "1,5"), as prices are read in cents. The spec's "non-positive
 * shows 0" reads here as a zero price, "0,00"; a negative price, which no oracle returns, is shown as
 * zero. The unit ("$", "US$") is the caller's, as its place depends on the screen.
 */
import { scale } from "../fixed-point/index";
import { formatDecimal } from "./format-decimal";
import type { FormatLocale } from "./locale";

export const PRICE_DECIMALS = 2;
/** From this whole part on, prices are shown without decimals (more than 4 digits). */
export const PRICE_WITHOUT_DECIMALS_FROM = 10_000n;

/** The number of decimals a price of `value` (with `decimals` decimals) is shown with: 2 or 0. */
export function priceDisplayDecimals(value: bigint, decimals: number): number {
  return value / scale(decimals) >= PRICE_WITHOUT_DECIMALS_FROM ? 0 : PRICE_DECIMALS;
}

/** A USD price `value` with `decimals` decimals (18 for the Lens and oracle mantissas), as displayed. */
export function formatUsdPrice(value: bigint, decimals: number, locale: FormatLocale): string {
  const price = value < 0n ? 0n : value;
  const shown = priceDisplayDecimals(price, decimals);
  return formatDecimal(price, decimals, locale, { maxDecimals: shown, minDecimals: shown });
}
