import { joinAccountMarkets, riskLevel, type AccountLiquidity, type RiskLevel } from "@ceiba/core";
import type { LendingSnapshot } from "../lending/data/lending-snapshot";
import { riskFigures } from "../pages/lending/borrow/risk-figures";

export interface BalanceRisk {
  level: RiskLevel;
  /** 1e18; undefined when the liquidity cannot be computed. */
  healthFactor: bigint | undefined;
  /** The borrowing power and the debts the factor comes from; undefined when they cannot be computed. */
  liquidity: AccountLiquidity | undefined;
}

/**
 * The account's risk as /balance shows it: the borrow screen's figures (core's liquidity, health factor and
 * level, from the snapshot) with the "liquidated" level on top when the account's history says so (core
 * liquidatedByLatestActivity, read by the caller).
 */
export function balanceRisk(snapshot: LendingSnapshot, liquidated: boolean): BalanceRisk {
  const figures = riskFigures({
    account: joinAccountMarkets(snapshot.raw.markets, snapshot.positions),
    markets: snapshot.allMarkets,
    liquidityKnown: snapshot.account?.liquidityKnown ?? false,
  });
  return {
    level: riskLevel({ liquidity: figures.liquidity, liquidated }),
    healthFactor: figures.healthFactor,
    liquidity: figures.liquidity,
  };
}
