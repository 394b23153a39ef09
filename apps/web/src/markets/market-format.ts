import { formatCompactUsd, formatDecimal, formatFractionAsPercent, formatPercent, type Language } from "@ceiba/core";
import { formatUsd } from "../i18n/formatters";

/** The markets pages' figures, each by core's formatters (bigint to the last step). */
export const marketFormat = {
  /** A header total: "1,23 M USD". */
  compactUsd: (value: bigint, language: Language) => `${formatCompactUsd(value, 18, language)} USD`,
  /** A table figure: "12.345,67 USD". */
  usd: (value: bigint, language: Language) => `${formatUsd(value, language)} USD`,
  /** A percent mantissa (an APY): "3,50 %". */
  percent: (value: bigint, language: Language) => formatPercent(value, 18, language),
  /** A 1e18 fraction (a factor, a utilisation): "75,00 %". */
  fraction: (value: bigint, language: Language) => formatFractionAsPercent(value, 18, language),
  /** A count: "1.234". */
  count: (value: number, language: Language) => formatDecimal(BigInt(value), 0, language, { maxDecimals: 0 }),
};
