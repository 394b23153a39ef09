import { sameAddress } from "@ceiba/core";
import type { AccruedInterest, AccruedPosition } from "../../lending/data/accrued-interest";
import type { LendingMarket, LendingSnapshot } from "../../lending/data/lending-snapshot";
import { marketApy } from "../../lending/components/market-apy";

/** One row of the dashboard: a deposit or a loan in a market, at the ticker's moment. */
export interface DashboardRow {
  market: LendingMarket;
  /** Base units of the underlying: the deposit or the debt, interest included. */
  amount: bigint;
  /** USD (1e18) at the market's price. */
  usd: bigint;
  /** The supply APY of a deposit, the borrow APY of a loan (percent, 1e18). */
  apy: bigint;
}

export interface DashboardFigures {
  deposits: DashboardRow[];
  loans: DashboardRow[];
  depositsUsd: bigint;
  debtsUsd: bigint;
  /** Deposits minus debts (negative when the debts weigh more). */
  netUsd: bigint;
  /** The block the figures are at (the ticker's estimate of the chain's latest block). */
  blockNumber: bigint;
}

/**
 * The dashboard's rows and totals from the real-time interest (useAccruedInterest: every position
 * projected with core's ticker maths) and the snapshot's markets, in the lists' order (the spec's display
 * order, deprecated markets last).
 */
export function dashboardFigures(
  interest: AccruedInterest,
  snapshot: Pick<LendingSnapshot, "allMarkets">,
): DashboardFigures {
  const deposits: DashboardRow[] = [];
  const loans: DashboardRow[] = [];
  const marketOf = (p: AccruedPosition) => snapshot.allMarkets.find((m) => sameAddress(m.market, p.market));
  for (const position of interest.positions) {
    const market = marketOf(position);
    if (!market) continue;
    if (position.supply > 0n) {
      deposits.push({ market, amount: position.supply, usd: position.supplyUsd, apy: marketApy(market, "supply") });
    }
    if (position.debt > 0n) {
      loans.push({ market, amount: position.debt, usd: position.debtUsd, apy: marketApy(market, "borrow") });
    }
  }
  return {
    deposits,
    loans,
    depositsUsd: interest.depositsUsd,
    debtsUsd: interest.debtsUsd,
    netUsd: interest.depositsUsd - interest.debtsUsd,
    blockNumber: interest.blockNumber,
  };
}
