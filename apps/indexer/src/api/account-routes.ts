/**
 * GET /users/info?address= (user_balances, totals, marketResults) and GET /markets/balance, from one
 * CeibaLens snapshot at the latest block and @ceiba/core's limits. Amounts are decimal strings (wei units).
 */
import { Hono } from "hono";
import { joinAccountMarkets, maxBorrow, maxDeposit, maxWithdrawable } from "@ceiba/core";
import { readSnapshot } from "@ceiba/sdk";
import { zeroAddress } from "viem";
import { indexerEnv, publicClient } from "./chain";
import { requireAddress } from "./validation";

const EXP = 10n ** 18n;

export const accountRoutes = new Hono();

accountRoutes.get("/users/info", async (c) => {
  const address = requireAddress(c.req.query("address"));
  const snap = await readSnapshot(publicClient, indexerEnv.deployment, { account: address });
  const account = joinAccountMarkets(snap.markets, snap.account.positions);
  let depositsUsd = 0n;
  let borrowsUsd = 0n;
  const user_balances = [];
  const marketResults = [];
  for (const m of snap.markets) {
    const p = snap.account.positions.find((x) => x.market.toLowerCase() === m.market.toLowerCase());
    const supply = p?.supplyUnderlying ?? 0n;
    const borrow = p?.borrowBalance ?? 0n;
    depositsUsd += (supply * m.underlyingPrice) / EXP;
    borrowsUsd += (borrow * m.underlyingPrice) / EXP;
    user_balances.push({
      market_address: m.market,
      symbol: m.symbol,
      deposits: String(supply),
      borrows: String(borrow),
      tokens: String(p?.tokens ?? 0n),
    });
    const withdraw = maxWithdrawable({ account, market: m.market, cash: m.cash });
    // The micro market's caps need the whole-market figures: deposit limit there is the wallet bound,
    // capped by the contract; erc20 and native follow core's rules (native keeps no fee reserve here).
    const deposit = maxDeposit(
      m.underlying === zeroAddress
        ? {
            kind: "native",
            walletBalance: p?.walletBalance ?? 0n,
            borrowBalance: borrow,
            mintPaused: m.mintPaused,
            estimatedFee: 0n,
          }
        : { kind: "erc20", walletBalance: p?.walletBalance ?? 0n, borrowBalance: borrow, mintPaused: m.mintPaused },
    );
    const borrowLimit = maxBorrow({ account, market: m });
    marketResults.push({
      market_address: m.market,
      symbol: m.symbol,
      max_allowed_to_withdraw: String(withdraw.underlying),
      max_allowed_to_deposit: String(deposit.amount),
      max_allowed_to_borrow: String(borrowLimit.amount),
      cash: String(m.cash),
      exchange_rate: String(m.exchangeRateStored),
      asset_in_wallet: String(p?.walletBalance ?? 0n),
    });
  }
  return c.json({
    address,
    blockNumber: String(snap.blockNumber),
    user_balances,
    totals: {
      deposits_usd: String(depositsUsd),
      borrows_usd: String(borrowsUsd),
      liquidity: String(snap.account.liquidity),
      shortfall: String(snap.account.shortfall),
    },
    marketResults,
  });
});

accountRoutes.get("/markets/balance", async (c) => {
  const snap = await readSnapshot(publicClient, indexerEnv.deployment);
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
  return c.json({ blockNumber: String(snap.blockNumber), marketsBalance });
});
