/**
 * Account liquidity exactly as Comptroller._liquidity / _marketValue compute it, including the order of
 * the truncations and a what-if valued as the state after the action, so a check here agrees with the
 * chain to the wei.
 */
import { EXP } from "../fixed-point/index";
import { isSameMarket, type AccountMarket } from "./account-market";

/** A hypothetical redeem of tokens or borrow of underlying in one market (getHypotheticalAccountLiquidity). */
export interface WhatIf {
  market: string;
  redeemTokens?: bigint;
  borrowAmount?: bigint;
}

export interface LiquidityOptions {
  whatIf?: WhatIf;
  /** As borrowAllowed and liquidateBorrowAllowed: any position without a price makes the check fail. */
  strict?: boolean;
}

export interface AccountLiquidity {
  /** USD (1e18) the account may still owe; 0 when short. */
  liquidity: bigint;
  /** USD (1e18) by which debts exceed the weighted collateral; 0 when not short. */
  shortfall: bigint;
  /** Σ tokens × exchange rate × collateral factor × price over entered markets (the borrowing power). */
  collateralUsd: bigint;
  /** Σ debt × price over entered markets, plus the what-if effects. */
  borrowsUsd: bigint;
}

/** USD collateral value of one market token: ((cf × rate / 1e18) × price) / 1e18, the contract's order. */
export function collateralValuePerToken(
  collateralFactorMantissa: bigint,
  exchangeRate: bigint,
  underlyingPrice: bigint,
): bigint {
  return (((collateralFactorMantissa * exchangeRate) / EXP) * underlyingPrice) / EXP;
}

/** a × b / 1e18 rounded up: tokens redeemed beyond the balance never count in the account's favour. */
const mulExpUp = (a: bigint, b: bigint): bigint => (a * b + EXP - 1n) / EXP;

/**
 * The account's liquidity and shortfall, or undefined where the contract reverts (C6): a debt, or a
 * hypothetical loan, in a market without a price; with `strict`, any position without a price.
 * Collateral without a price counts as zero otherwise.
 */
export function accountLiquidity(
  account: readonly AccountMarket[],
  options: LiquidityOptions = {},
): AccountLiquidity | undefined {
  const { whatIf, strict = false } = options;
  let collateralUsd = 0n;
  let borrowsUsd = 0n;
  for (const m of account) {
    if (!m.entered) continue;
    const isModify = whatIf !== undefined && isSameMarket(m.market, whatIf.market);
    if (m.tokens === 0n && m.borrowBalance === 0n && !isModify) continue;
    const price = m.underlyingPrice;
    const borrowAmount = isModify ? (whatIf.borrowAmount ?? 0n) : 0n;
    const redeemTokens = isModify ? (whatIf.redeemTokens ?? 0n) : 0n;
    if (price === 0n) {
      if (strict || m.borrowBalance !== 0n || borrowAmount !== 0n) return undefined;
      continue;
    }
    const tokensToDenom = collateralValuePerToken(m.collateralFactorMantissa, m.exchangeRateStored, price);
    // The what-if is valued as the state after the action: the tokens left and the grown debt.
    const left = redeemTokens <= m.tokens ? m.tokens - redeemTokens : 0n;
    if (redeemTokens > m.tokens) borrowsUsd += mulExpUp(tokensToDenom, redeemTokens - m.tokens);
    collateralUsd += (tokensToDenom * left) / EXP;
    borrowsUsd += (price * (m.borrowBalance + borrowAmount)) / EXP;
  }
  return collateralUsd > borrowsUsd
    ? { liquidity: collateralUsd - borrowsUsd, shortfall: 0n, collateralUsd, borrowsUsd }
    : { liquidity: 0n, shortfall: borrowsUsd - collateralUsd, collateralUsd, borrowsUsd };
}

/** The account with `market` entered, as borrowAllowed enters it before checking the loan. */
export function withMarketEntered(account: readonly AccountMarket[], market: string): AccountMarket[] {
  return account.map((m) => (isSameMarket(m.market, market) && !m.entered ? { ...m, entered: true } : m));
}
