/**
 * The account as a transaction on one market, sent after a snapshot, finds it: CToken first accrues that
 * market (to the next block at the earliest), so its exchange rate and the account's debt there move on,
 * while the comptroller reads every other market as stored. Limits and checks of a withdraw or a loan use
 * this, so "withdraw 0.5" with 0.50000027 on chain is not refused against the stored 0.499999.
 */
import { projectAccrual, projectDebt, type AccrualSnapshot, type BorrowSnapshot } from "../rates/accrual-projection";
import { isSameMarket, type AccountMarket } from "./account-market";

export interface NextBlockMarket extends AccrualSnapshot {
  market: string;
}

/** `account` with `market` accrued to the block after `snapshotBlock`; `debt` makes the debt exact. */
export function accountAtNextBlock(
  account: readonly AccountMarket[],
  market: NextBlockMarket,
  snapshotBlock: bigint,
  debt?: BorrowSnapshot,
): AccountMarket[] {
  const next = snapshotBlock + 1n;
  const projected = projectAccrual(market, next);
  return account.map((m) =>
    isSameMarket(m.market, market.market)
      ? {
          ...m,
          exchangeRateStored: projected.exchangeRate,
          borrowBalance: projectDebt(m.borrowBalance, market, next, debt),
        }
      : m,
  );
}
