/**
 * How the app writes Bitcoin amounts and a swap provider's fee, for the swap screens and the swap history
 * (/balance → Exchanges): sats or BTC, RBTC from sats, and the fee's percentage. Pure, no React.
 */
import { formatDecimal, type Language, type LightningSwapFees } from "@ceiba/core";

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

/** Sats as an RBTC amount ("0,00012345 RBTC"). */
export function rbtcAmountText(sats: bigint, language: Language): string {
  return `${formatDecimal(sats, 8, language, { maxDecimals: 8 })} RBTC`;
}

/** A fee's two parts as the screens show them: `{ fixed: "300 sats", percent: "0,25 %" }`. */
export function feePartsText(fees: LightningSwapFees, language: Language): { fixed: string; percent: string } {
  return { fixed: bitcoinAmountText(fees.minerFeeSat, "sats", language), percent: feePercentText(fees.rate, language) };
}
