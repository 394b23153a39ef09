import { accountRisk, joinAccountMarkets, type AccountRisk } from "@ceiba/core";
import type { LendingSnapshot } from "../lending/data/lending-snapshot";
import { riskFigures } from "../pages/lending/borrow/risk-figures";

/** The account's risk as /balance shows it (core accountRisk, the borrow screen's figures). */
export type BalanceRisk = AccountRisk;

/**
 * The account's risk as /balance shows it: the borrow screen's liquidity (from the snapshot) through core
 * accountRisk, with the "liquidated" level on top when the account's history says so (core
 * liquidatedByLatestActivity, read by the caller).
 */
export function balanceRisk(snapshot: LendingSnapshot, liquidated: boolean): BalanceRisk {
  const figures = riskFigures({
    account: joinAccountMarkets(snapshot.raw.markets, snapshot.positions),
    markets: snapshot.allMarkets,
    liquidityKnown: snapshot.account?.liquidityKnown ?? false,
  });
  return accountRisk({ liquidity: figures.liquidity, liquidated });
}
