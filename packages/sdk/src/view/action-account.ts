import {
  accountAtNextBlock,
  findMarket,
  isSameMarket,
  joinAccountMarkets,
  maxBorrow,
  maxWithdrawable,
  projectAccrual,
  supplyUnderlying,
  type AccountMarket,
  type MaxBorrow,
  type MaxWithdrawable,
} from "@ceiba/core";
import type { MarketData, ProtocolSnapshot } from "../reads/snapshot";

/**
 * The account as a withdrawal or a loan in `market` finds it: that market accrued to the next block (CToken
 * accrues it first), the others as the comptroller reads them, stored (core accountAtNextBlock).
 */
export function accountForAction(snapshot: ProtocolSnapshot, market: string): AccountMarket[] {
  const joined = joinAccountMarkets(snapshot.markets, snapshot.account.positions);
  const m = snapshot.markets.find((x) => isSameMarket(x.market, market));
  if (!m) return joined;
  const position = snapshot.account.positions.find((p) => isSameMarket(p.market, market));
  return accountAtNextBlock(joined, m, snapshot.blockNumber, position);
}

export interface WithdrawLimit {
  /** accountForAction of the market. */
  account: AccountMarket[];
  /** The deposit as the redeem finds it: tokens × the exchange rate of the next block. */
  deposited: bigint;
  /** The market's cash and its reserves after that accrual (what lendableCash and the redeem check read). */
  cash: bigint;
  totalReserves: bigint;
  /** core maxWithdrawable on that state. */
  max: MaxWithdrawable;
}

/** The most the account can withdraw from `market`: one computation for the form and the API. */
export function withdrawLimit(snapshot: ProtocolSnapshot, market: string): WithdrawLimit {
  const account = accountForAction(snapshot, market);
  const m = snapshot.markets.find((x) => isSameMarket(x.market, market));
  const cash = m?.cash ?? 0n;
  const totalReserves = m ? projectAccrual(m, snapshot.blockNumber + 1n).totalReserves : 0n;
  const entry = findMarket(account, market);
  return {
    account,
    deposited: entry ? supplyUnderlying(entry.tokens, entry.exchangeRateStored) : 0n,
    cash,
    totalReserves,
    max: maxWithdrawable({ account, market, cash, totalReserves }),
  };
}

/** The most the account can borrow from `market` (core maxBorrow on accountForAction): the form's and the API's. */
export function borrowLimit(snapshot: ProtocolSnapshot, market: MarketData): MaxBorrow & { account: AccountMarket[] } {
  const account = accountForAction(snapshot, market.market);
  return { ...maxBorrow({ account, market }), account };
}
