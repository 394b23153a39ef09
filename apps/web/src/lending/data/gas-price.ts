import { formatDecimal, usdValue, type FormatLocale } from "@ceiba/core";

/** What a quantity of gas costs in wei at a legacy gas price (Rootstock has no EIP-1559). */
export function gasCost(gasUnits: bigint, gasPrice: bigint): bigint {
  return gasUnits * gasPrice;
}

/** USD (1e18) of `wei` of rBTC at the native coin's oracle price; undefined without a price. */
export function weiToUsd(wei: bigint, rbtcPrice: bigint | undefined): bigint | undefined {
  return rbtcPrice === undefined ? undefined : usdValue(wei, rbtcPrice);
}

/** The gas price in gwei as the spec reads eth_gasPrice (result / 1e9), formatted for `locale`. */
export function formatGwei(gasPrice: bigint, locale: FormatLocale): string {
  return formatDecimal(gasPrice, 9, locale, { maxDecimals: 4 });
}
