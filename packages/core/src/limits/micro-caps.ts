/**
 * The micro-savings market's two admin-set caps (R8 per account, R9's market-cap threshold), as the chain
 * holds them: CeibaLens reads them with the market (`microAccountCap`, `microMarketCapThreshold`), so the
 * form, the borrow flow and the API check the same caps the contract will. A deployment without the getters
 * reads 0 for both; the spec's published values apply there.
 */
import { MICRO_ACCOUNT_CAP, MICRO_MARKET_CAP_THRESHOLD } from "../constants/lending";

/** CeibaLens.MarketData's micro-market figures. */
export interface MicroCapFigures {
  /** accountCap(); 0 where the market has no such getter (the contract never lets it be 0). */
  microAccountCap: bigint;
  /** marketCapThreshold(), read only where accountCap() was. */
  microMarketCapThreshold: bigint;
}

export interface MicroCaps {
  accountCap: bigint;
  threshold: bigint;
}

/** The market's caps: the chain's where it has them, the spec's 0.025 rBTC and 0.8 otherwise. */
export function microCaps(market: MicroCapFigures): MicroCaps {
  if (market.microAccountCap === 0n) return { accountCap: MICRO_ACCOUNT_CAP, threshold: MICRO_MARKET_CAP_THRESHOLD };
  return { accountCap: market.microAccountCap, threshold: market.microMarketCapThreshold };
}
