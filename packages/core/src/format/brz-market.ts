/**
 * The Brazilian real market (lending-engine §5): BRZ has 4 decimals, so an amount is divided by 1e4
 * and its oracle price by 1e32 (36 − 4) to read reals and dollars. Amounts follow the 4-decimal rule.
 */
import { formatAmount } from "./amount-format";
import type { FormatLocale } from "./locale";
import { formatOraclePrice, oraclePriceToUsdMantissa } from "./oracle-price";

export const BRZ_DECIMALS = 4;
/** What a BRZ oracle price is divided by to read USD. */
export const BRZ_PRICE_SCALE = 10n ** 32n;

/** A BRZ amount in its smallest units (1e-4), as displayed. */
export function formatBrzAmount(value: bigint, locale: FormatLocale): string {
  return formatAmount(value, BRZ_DECIMALS, "BRZ", locale);
}

/** BRZ's oracle price (USD × 1e32) as a USD 1e18 mantissa. */
export function brzPriceToUsdMantissa(price: bigint): bigint {
  return oraclePriceToUsdMantissa(price, BRZ_DECIMALS);
}

/** BRZ's oracle price (USD × 1e32), displayed as a USD price. */
export function formatBrzPrice(price: bigint, locale: FormatLocale): string {
  return formatOraclePrice(price, BRZ_DECIMALS, locale);
}
