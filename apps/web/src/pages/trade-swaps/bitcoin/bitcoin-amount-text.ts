/**
 * How the app writes Bitcoin amounts and a swap provider's fee, for the swap screens and the swap history
 * (/balance → Exchanges): sats or BTC, RBTC from sats, and the fee's percentage. Pure, no React.
 */
import { formatAmount, formatDecimal, type Language, type LightningSwapFees } from "@ceiba/core";

export type BitcoinAmountUnit = "sats" | "btc";

/** Whole sats in the language's grouping ("12.345"). */
export const satsText = (sats: bigint, language: Language) => formatDecimal(sats, 0, language, { maxDecimals: 0 });

/** The pair's percentage as text ("0,25 %"): the 1e18 rate mantissa × 100, at most 4 decimals. */
export function feePercentText(rate: bigint, language: Language): string {
  return `${formatDecimal(rate * 100n, 18, language, { maxDecimals: 4 })} %`;
}

/** Sats as the screen writes them in `unit`: "12.345 sats" or "0,00012345 BTC". */
export function bitcoinAmountText(sats: bigint, unit: BitcoinAmountUnit, language: Language): string {
  return unit === "sats"
    ? `${satsText(sats, language)} sats`
    : `${formatDecimal(sats, 8, language, { maxDecimals: 8 })} BTC`;
}

/**
 * Sats as an RBTC amount, by core's display rule for RBTC (lending-engine §5: up to 6 decimals, truncated;
 * below 1e-6 shown whole): "0,000123 RBTC" for 12.345 sats, "0,00000099 RBTC" for 99 sats.
 */
export function rbtcAmountText(sats: bigint, language: Language): string {
  return `${formatAmount(sats, 8, "RBTC", language)} RBTC`;
}

/** A fee's two parts as the screens show them: `{ fixed: "300 sats", percent: "0,25 %" }`. */
export function feePartsText(fees: LightningSwapFees, language: Language): { fixed: string; percent: string } {
  return { fixed: bitcoinAmountText(fees.minerFeeSat, "sats", language), percent: feePercentText(fees.rate, language) };
}
