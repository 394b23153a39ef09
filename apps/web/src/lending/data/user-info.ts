import { maxBorrow, maxWithdrawable, minimumDeposit, joinAccountMarkets, usdValue } from "@ceiba/core";
import type { Address } from "viem";
import type { ApiRoutes, ResponseOf } from "@ceiba/sdk/api";
import { indexerApi, type ApiOptions } from "../../config/indexer-api";
import { depositLimit } from "./deposit-limit";
import { findPosition, type LendingSnapshot } from "./lending-snapshot";
import type { ReadSource } from "./read-source";

/** What the account may do in one market now. Amounts in the underlying's base units. */
export interface MarketLimits {
  market: Address;
  maxWithdraw: bigint;
  maxDeposit: bigint;
  /** The micro market's 0.0004 rBTC (R10), 0 elsewhere. */
  minDeposit: bigint;
  /** rBTC the native markets keep in the wallet for the deposit's fee. */
  depositFeeReserve: bigint;
  maxBorrow: bigint;
  walletBalance: bigint;
  cash: bigint;
  exchangeRate: bigint;
}

/** The spec's user info (app-shell §7 "User-info call": user_balances, totals, marketResults), as bigints. */
export interface UserInfo {
  source: ReadSource;
  blockNumber: bigint;
  markets: MarketLimits[];
  totals: { depositsUsd: bigint; borrowsUsd: bigint; liquidity: bigint; shortfall: bigint };
}

type UsersInfoResponse = ResponseOf<ApiRoutes["usersInfo"]>;

/** What parseUserInfo reads of GET /users/info's answer (the route table's type): amounts are decimal strings. */
export type UserInfoAnswer = Pick<UsersInfoResponse, "blockNumber" | "totals"> & {
  marketResults: readonly Pick<
    UsersInfoResponse["marketResults"][number],
    | "market_address"
    | "max_allowed_to_withdraw"
    | "max_allowed_to_deposit"
    | "min_allowed_to_deposit"
    | "deposit_fee_reserve"
    | "max_allowed_to_borrow"
    | "cash"
    | "exchange_rate"
    | "asset_in_wallet"
  >[];
};

const big = (value: string | undefined): bigint => (value !== undefined && /^\d+$/.test(value) ? BigInt(value) : 0n);

export function parseUserInfo(answer: UserInfoAnswer): UserInfo {
  return {
    source: "api",
    blockNumber: big(answer.blockNumber),
    markets: answer.marketResults.map((m) => ({
      market: m.market_address.toLowerCase() as Address,
      maxWithdraw: big(m.max_allowed_to_withdraw),
      maxDeposit: big(m.max_allowed_to_deposit),
      minDeposit: big(m.min_allowed_to_deposit),
      depositFeeReserve: big(m.deposit_fee_reserve),
      maxBorrow: big(m.max_allowed_to_borrow),
      walletBalance: big(m.asset_in_wallet),
      cash: big(m.cash),
      exchangeRate: big(m.exchange_rate),
    })),
    totals: {
      depositsUsd: big(answer.totals.deposits_usd),
      borrowsUsd: big(answer.totals.borrows_usd),
      liquidity: big(answer.totals.liquidity),
      shortfall: big(answer.totals.shortfall),
    },
  };
}

/** GET /users/info?address= */
export async function fetchUserInfo(address: string, options: ApiOptions = {}): Promise<UserInfo> {
  return parseUserInfo(await indexerApi(options).get("usersInfo", { address: address.toLowerCase() }));
}

/**
 * The same figures from the Lens snapshot, by the same @ceiba/core rules the API applies, when the
 * indexer is behind ("otherwise from the contracts"). One difference: the micro market's admin-set caps are
 * not in the snapshot, so core's defaults (0.025 rBTC per account, threshold 0.8) stand in for them.
 */
export function userInfoFromSnapshot(snapshot: LendingSnapshot, comptroller: Address, gasPrice: bigint): UserInfo {
  const account = joinAccountMarkets(snapshot.raw.markets, snapshot.positions);
  let depositsUsd = 0n;
  let borrowsUsd = 0n;
  const markets = snapshot.allMarkets.map((m): MarketLimits => {
    const position = findPosition(snapshot, m.market);
    depositsUsd += usdValue(position?.supplyUnderlying ?? 0n, m.underlyingPrice);
    borrowsUsd += usdValue(position?.borrowBalance ?? 0n, m.underlyingPrice);
    const deposit = depositLimit({ snapshot, market: m.market, comptroller, gasPrice });
    return {
      market: m.market.toLowerCase() as Address,
      maxWithdraw: maxWithdrawable({ account, market: m.market, cash: m.cash, totalReserves: m.totalReserves })
        .underlying,
      maxDeposit: deposit.amount,
      minDeposit: minimumDeposit(m.kind),
      depositFeeReserve: deposit.feeReserve,
      maxBorrow: maxBorrow({ account, market: m }).amount,
      walletBalance: position?.walletBalance ?? 0n,
      cash: m.cash,
      exchangeRate: m.exchangeRateStored,
    };
  });
  return {
    source: "lens",
    blockNumber: snapshot.blockNumber,
    markets,
    totals: {
      depositsUsd,
      borrowsUsd,
      liquidity: snapshot.account?.liquidity ?? 0n,
      shortfall: snapshot.account?.shortfall ?? 0n,
    },
  };
}
