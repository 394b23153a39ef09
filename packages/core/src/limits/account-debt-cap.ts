/** The per-account debt cap of a market (code RD1): rDOC loans are capped at 1000 per account. */
import { RDOC_MAX_LOAN } from "../constants/lending";

export interface DebtCapFigures {
  /** CeibaLens.MarketData.accountBorrowCap: 0 when none, or when the deployment lacks the getter. */
  accountBorrowCap: bigint;
  /** The market's underlying symbol, for deployments that do not expose the cap. */
  underlyingSymbol?: string;
}

/** The cap in underlying units, 0 for none: the chain's value, else 1000 for rDOC. */
export function accountDebtCap(market: DebtCapFigures): bigint {
  if (market.accountBorrowCap > 0n) return market.accountBorrowCap;
  return market.underlyingSymbol?.toLowerCase() === "rdoc" ? RDOC_MAX_LOAN : 0n;
}
