/**
 * GET /users/info?address= (user_balances, totals, marketResults) and GET /markets/balance, from one
 * CeibaLens snapshot at the latest block (/markets/balance: the block its cache entry is for) and @ceiba/core's
 * limits. Amounts are decimal strings (wei units).
 */
import { Hono } from "hono";
import { API_ROUTES, type ResponseOf } from "@ceiba/sdk/api";
import { accountLiquidity, accountRisk, joinAccountMarkets, usdValue } from "@ceiba/core";
import { borrowLimit, depositLimit, marketKind, marketType, readSnapshot, withdrawLimit } from "@ceiba/sdk";
import { zeroAddress } from "viem";
import { indexerEnv, publicClient } from "./chain";
import type { CacheEnv } from "./response-cache";
import { serveRoute } from "./serve-route";

const { deployment } = indexerEnv;

const optional = (value: bigint | undefined) => (value === undefined ? null : String(value));

/** GET /users/info's answer, as the route table declares it. */
type UserInfoAnswer = ResponseOf<typeof API_ROUTES.usersInfo>;

export const accountRoutes = new Hono<CacheEnv>();

serveRoute(accountRoutes, API_ROUTES.usersInfo, async ({ query: { address } }) => {
  const blockNumber = await publicClient.getBlockNumber();
  const [snap, gasPrice] = await Promise.all([
    readSnapshot(publicClient, deployment, { account: address, blockNumber }),
    publicClient.getGasPrice(),
  ]);
  const account = joinAccountMarkets(snap.markets, snap.account.positions);
  let depositsUsd = 0n;
  let borrowsUsd = 0n;
  const user_balances: UserInfoAnswer["user_balances"] = [];
  const marketResults: UserInfoAnswer["marketResults"] = [];
  for (const m of snap.markets) {
    const p = snap.account.positions.find((x) => x.market.toLowerCase() === m.market.toLowerCase());
    const supply = p?.supplyUnderlying ?? 0n;
    const borrow = p?.borrowBalance ?? 0n;
    depositsUsd += usdValue(supply, m.underlyingPrice);
    borrowsUsd += usdValue(borrow, m.underlyingPrice);
    user_balances.push({
      market_address: m.market,
      symbol: m.symbol,
      deposits: String(supply),
      borrows: String(borrow),
      tokens: String(p?.tokens ?? 0n),
    });
    // The same calls as the withdraw and borrow forms' (the market accrued to the next block).
    const withdraw = withdrawLimit(snap, m.market).max;
    const kind = marketKind(deployment, m.market, m.underlying === zeroAddress);
    // The same call as the deposit form's Max (the web's depositLimit), on the same snapshot.
    const deposit = depositLimit({
      snapshot: snap,
      chainId: indexerEnv.chainId,
      comptroller: deployment.contracts.comptroller,
      market: m.market,
      kind,
      gasPrice,
    });
    const borrowMax = borrowLimit(snap, m);
    marketResults.push({
      market_address: m.market,
      symbol: m.symbol,
      market_type: marketType(kind),
      max_allowed_to_withdraw: String(withdraw.underlying),
      max_allowed_to_deposit: String(deposit.amount),
      min_allowed_to_deposit: String(deposit.minimum),
      deposit_fee_reserve: String(deposit.feeReserve),
      deposit_limit: deposit.refusal && {
        reason: deposit.refusal.reason,
        rule: deposit.refusal.rule,
        code: deposit.refusal.code ?? null,
      },
      max_allowed_to_borrow: String(borrowMax.amount),
      cash: String(m.cash),
      exchange_rate: String(m.exchangeRateStored),
      asset_in_wallet: String(p?.walletBalance ?? 0n),
    });
  }
  // The spec's health figures and the risk level, by the function every screen of the app uses.
  const risk = accountRisk({
    liquidity: snap.account.liquidityKnown ? accountLiquidity(account) : undefined,
  });
  return {
    address,
    blockNumber: String(snap.blockNumber),
    gas_price: String(gasPrice),
    user_balances,
    totals: {
      deposits_usd: String(depositsUsd),
      borrows_usd: String(borrowsUsd),
      liquidity: String(snap.account.liquidity),
      shortfall: String(snap.account.shortfall),
      health_factor: optional(risk.healthFactor),
      health_ratio: optional(risk.healthRatio),
      borrowing_power_used: optional(risk.borrowingPowerUsed),
      risk_level: risk.level,
    },
    marketResults,
  };
});

// At the chain block the response cache keyed it by (cached-reads.ts): one Lens read per block, not per request.
serveRoute(accountRoutes, API_ROUTES.marketsBalance, async ({ c }) => {
  const blockNumber = c.get("blockMark")?.number ?? undefined;
  const snap = await readSnapshot(publicClient, deployment, { blockNumber });
  const marketsBalance = snap.markets.map((m) => ({
    market_address: m.market,
    symbol: m.symbol,
    cash: String(m.cash),
    total_supply: String(m.totalSupply),
    total_borrows: String(m.totalBorrows),
    total_reserves: String(m.totalReserves),
    exchange_rate: String(m.exchangeRateStored),
    underlying_price: String(m.underlyingPrice),
  }));
  return { blockNumber: String(snap.blockNumber), marketsBalance };
});
