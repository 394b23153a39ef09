import {
  accountLiquidity,
  EXP,
  healthFactor,
  isSameMarket,
  liquidationPrice,
  riskLevel,
  withMarketEntered,
  type AccountLiquidity,
  type AccountMarket,
  type RiskLevel,
  type WhatIf,
} from "@ceiba/core";
import type { Address } from "viem";

/** What the risk section shows of one collateral: its price now and the price that liquidates. */
export interface LiquidationRow {
  market: Address;
  underlyingSymbol: string;
  /** The oracle price now (USD 1e18 per unit). */
  price: bigint;
  /** The highest price at which the account is short (core liquidationPrice); undefined: none in sight. */
  liquidationPrice: bigint | undefined;
}

export interface RiskFigures {
  level: RiskLevel;
  /** 1 − min(1, borrows / borrowing power), 1e18; undefined when the liquidity cannot be computed. */
  healthFactor: bigint | undefined;
  liquidity: AccountLiquidity | undefined;
  /** Each collateral (an entered market with tokens), in the account's order. */
  liquidation: LiquidationRow[];
}

/** A market's figures the rows name. */
export interface RiskMarketInfo {
  market: Address;
  underlyingSymbol: string;
}

export interface RiskInput {
  account: readonly AccountMarket[];
  markets: readonly RiskMarketInfo[];
  /** The Lens could compute the account's liquidity (false when a price is missing). */
  liquidityKnown: boolean;
  /** A loan being simulated (the market is entered for it, as borrowAllowed does). */
  borrow?: { market: string; amount: bigint };
}

/**
 * The borrow screen's risk section (lending-engine §3 risk levels, §9 health factor): the account's level
 * (no risk … liquidation zone), its health factor and the liquidation price of each collateral, now or
 * with a loan being simulated (core's what-if, valued as the state after the loan).
 */
export function riskFigures(input: RiskInput): RiskFigures {
  const whatIf: WhatIf | undefined =
    input.borrow && input.borrow.amount > 0n
      ? { market: input.borrow.market, borrowAmount: input.borrow.amount }
      : undefined;
  const account = whatIf ? withMarketEntered(input.account, whatIf.market) : input.account;
  const liquidity = input.liquidityKnown ? accountLiquidity(account, { whatIf }) : undefined;
  const level = riskLevel({ liquidity });
  const liquidation: LiquidationRow[] = [];
  for (const m of account) {
    if (!m.entered || m.tokens === 0n || m.collateralFactorMantissa === 0n) continue;
    const info = input.markets.find((candidate) => isSameMarket(candidate.market, m.market));
    if (!info) continue;
    liquidation.push({
      market: info.market,
      underlyingSymbol: info.underlyingSymbol,
      price: m.underlyingPrice,
      liquidationPrice: liquidity ? liquidationPrice(account, m.market, { whatIf }) : undefined,
    });
  }
  return {
    level,
    healthFactor: liquidity ? healthFactor(liquidity) : undefined,
    liquidity,
    liquidation,
  };
}

/**
 * The account after the borrow flow's deposit of `amount` in `market`: the deposit plan enters every
 * market when one is missing, and the mint adds amount / exchange rate tokens (rounded down).
 */
export function withDeposit(account: readonly AccountMarket[], market: string, amount: bigint): AccountMarket[] {
  const enterAll = account.some((m) => !m.entered);
  return account.map((m) => {
    const entered = enterAll ? { ...m, entered: true } : m;
    if (!isSameMarket(m.market, market) || m.exchangeRateStored === 0n) return entered;
    return { ...entered, tokens: m.tokens + (amount * EXP) / m.exchangeRateStored };
  });
}
