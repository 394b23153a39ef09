/**
 * Compound-style oracles (ours and Tropykus') price one smallest unit of a token so that
 * amount × price / 1e18 is USD with 18 decimals: the price is USD × 10^(36 − token decimals). An
 * 18-decimal token's price is therefore a plain 1e18 USD mantissa, and BRZ's (4 decimals) is USD × 1e32.
 */
import { scale } from "../fixed-point/index";
import type { FormatLocale } from "./locale";
import { formatUsdPrice } from "./price-format";

/** The oracle price of a token with `tokenDecimals` decimals (0–18) as a USD 1e18 mantissa, truncated. */
export function oraclePriceToUsdMantissa(price: bigint, tokenDecimals: number): bigint {
  scale(tokenDecimals);
  return price / scale(18 - tokenDecimals);
}

/** The oracle price of a token with `tokenDecimals` decimals (0–18) for a USD 1e18 mantissa: the inverse. */
export function usdMantissaToOraclePrice(usd: bigint, tokenDecimals: number): bigint {
  scale(tokenDecimals);
  return usd * scale(18 - tokenDecimals);
}

/** The oracle price of a token with `tokenDecimals` decimals, displayed as a USD price. */
export function formatOraclePrice(price: bigint, tokenDecimals: number, locale: FormatLocale): string {
  return formatUsdPrice(oraclePriceToUsdMantissa(price, tokenDecimals), 18, locale);
}
