/**
 * Liquidations as the contracts compute them, and the choice of one liquidation for an account in
 * shortfall (the local liquidation bot; anyone who shows what a liquidator would do).
 *
 * On chain (Comptroller.liquidateBorrowAllowed, Comptroller.liquidateCalculateSeizeTokens,
 * CToken._liquidateInternal and _seizeInternal):
 * - only an account in shortfall, at strict prices (any unpriced position refuses: C6), may be liquidated
 *   (C14 otherwise), and only in collateral it entered (C9);
 * - one liquidation repays at most close factor × debt, truncated (C15 above it), and more than 0 (T8);
 * - it seizes repay × (incentive × borrowed price / 1e18) / (collateral price × exchange rate / 1e18)
 *   market tokens of the collateral, truncated at each step; more than the borrower holds refuses (T11).
 * The debt grows and the collateral's exchange rate rises between a read and the liquidation's block, so a
 * plan made from stored values stays within both bounds when it is sent.
 */
import { EXP } from "../fixed-point/index";
import { supplyUnderlying } from "../rates/accrual-projection";
import { accountLiquidity } from "./account-liquidity";
import type { AccountMarket } from "./account-market";

/** The comptroller's liquidation settings (closeFactorMantissa, liquidationIncentiveMantissa), 1e18 mantissas. */
export interface LiquidationTerms {
  closeFactorMantissa: bigint;
  liquidationIncentiveMantissa: bigint;
}

/** The prices and rate that turn a repay in one market into collateral tokens of another. */
export interface SeizePricing {
  /** Oracle price of the repaid (borrowed) market's underlying. */
  borrowedPrice: bigint;
  /** Oracle price of the collateral market's underlying. */
  collateralPrice: bigint;
  /** The collateral market's exchange rate (underlying per market token, 1e18). */
  collateralExchangeRate: bigint;
  liquidationIncentiveMantissa: bigint;
}

/** The most one liquidation may repay of `borrowBalance`: close factor × debt, truncated (C15 above it). */
export function maxLiquidationRepay(borrowBalance: bigint, closeFactorMantissa: bigint): bigint {
  return (closeFactorMantissa * borrowBalance) / EXP;
}

/** The two factors of liquidateCalculateSeizeTokens, each truncated as the contract does. */
function seizeRatio(p: SeizePricing): { numerator: bigint; denominator: bigint } {
  return {
    numerator: (p.liquidationIncentiveMantissa * p.borrowedPrice) / EXP,
    denominator: (p.collateralPrice * p.collateralExchangeRate) / EXP,
  };
}

/**
 * Collateral market tokens a liquidation repaying `repayAmount` seizes (liquidateCalculateSeizeTokens), or
 * undefined where the contract reverts: a zero price (C6) or a zero collateral value per token.
 */
export function liquidationSeizeTokens(repayAmount: bigint, pricing: SeizePricing): bigint | undefined {
  if (pricing.borrowedPrice === 0n || pricing.collateralPrice === 0n) return undefined;
  const { numerator, denominator } = seizeRatio(pricing);
  if (denominator === 0n) return undefined;
  return (repayAmount * numerator) / denominator;
}

/**
 * The largest repay whose seizure fits in `tokens` collateral market tokens (T11 above it): the greatest r
 * with ⌊r × n / d⌋ ≤ tokens, that is ⌊((tokens + 1) × d − 1) / n⌋. Undefined where the seizure cannot be
 * computed (see liquidationSeizeTokens) or is 0 whatever the repay (a zero numerator).
 */
export function maxRepayForSeizableTokens(tokens: bigint, pricing: SeizePricing): bigint | undefined {
  if (pricing.borrowedPrice === 0n || pricing.collateralPrice === 0n) return undefined;
  const { numerator, denominator } = seizeRatio(pricing);
  if (denominator === 0n || numerator === 0n) return undefined;
  return ((tokens + 1n) * denominator - 1n) / numerator;
}

/** USD value (1e18) of market tokens: tokens × exchange rate / 1e18 × price / 1e18, truncated. */
export function marketTokensUsd(tokens: bigint, exchangeRate: bigint, price: bigint): bigint {
  return (supplyUnderlying(tokens, exchangeRate) * price) / EXP;
}

/** What limited a planned repay: the close factor, the collateral left to seize, or the caller's cap. */
export type LiquidationLimit = "closeFactor" | "collateral" | "repayCap";

export interface LiquidationPlan {
  ok: true;
  /** The market repaid: the account's largest debt in USD. */
  borrowedMarket: string;
  /** The market seized: the account's largest entered collateral in USD (not weighted). */
  collateralMarket: string;
  /** Underlying of the borrowed market to repay. */
  repayAmount: bigint;
  /** Collateral market tokens the repay seizes at the read exchange rate (the chain's may be a little less). */
  seizeTokens: bigint;
  repayUsd: bigint;
  /** USD value of the seized tokens. */
  seizeUsd: bigint;
  /** seizeUsd − repayUsd, before gas. */
  profitUsd: bigint;
  limitedBy: LiquidationLimit;
  /** The account's shortfall (USD, 1e18) at the read prices. */
  shortfall: bigint;
}

/** Why an account cannot be liquidated as read. */
export type LiquidationRefusal =
  | "noShortfall" // C14 on chain
  | "unpriced" // a debt without a price: C6 on chain
  | "noCollateral" // nothing entered to seize (C9) or no priced collateral value
  | "tooSmall"; // the repay or the seizure rounds to 0 (T8, or a repay for nothing)

export type LiquidationChoice = LiquidationPlan | { ok: false; reason: LiquidationRefusal };

export interface LiquidationChoiceOptions {
  /** The most the liquidator can repay in a market (its wallet, less fees), or undefined for no cap. */
  repayCap?: (borrowedMarket: string) => bigint | undefined;
}

/** The first entry with the largest value (ties keep the market order). */
function largest<T>(entries: readonly T[], value: (entry: T) => bigint): T | undefined {
  let best: T | undefined;
  let bestValue = 0n;
  for (const entry of entries) {
    const v = value(entry);
    if (best === undefined || v > bestValue) {
      best = entry;
      bestValue = v;
    }
  }
  return best;
}

/**
 * One liquidation of an account: repay in its largest debt (USD), seize its largest priced entered collateral
 * (USD), and repay as much as the contracts allow: min(close factor × debt, the repay whose seizure takes all
 * of that collateral, the caller's cap). Refused when the account is not liquidatable as read. As
 * liquidateBorrowAllowed does, collateral without a price counts as zero (it cannot shield the account) and
 * only a debt without a price refuses; the seized market must be priced (liquidateCalculateSeizeTokens).
 */
export function planLiquidation(
  account: readonly AccountMarket[],
  terms: LiquidationTerms,
  options: LiquidationChoiceOptions = {},
): LiquidationChoice {
  const liquidity = accountLiquidity(account);
  if (liquidity === undefined) return { ok: false, reason: "unpriced" };
  if (liquidity.shortfall === 0n) return { ok: false, reason: "noShortfall" };
  const debts = account.filter((m) => m.borrowBalance > 0n);
  const borrowed = largest(debts, (m) => (m.borrowBalance * m.underlyingPrice) / EXP);
  // A shortfall means some debt: this only keeps the types honest.
  if (borrowed === undefined) return { ok: false, reason: "noShortfall" };
  const collaterals = account.filter((m) => m.entered && m.tokens > 0n && m.underlyingPrice > 0n);
  const collateral = largest(collaterals, (m) => marketTokensUsd(m.tokens, m.exchangeRateStored, m.underlyingPrice));
  if (collateral === undefined) return { ok: false, reason: "noCollateral" };

  const pricing: SeizePricing = {
    borrowedPrice: borrowed.underlyingPrice,
    collateralPrice: collateral.underlyingPrice,
    collateralExchangeRate: collateral.exchangeRateStored,
    liquidationIncentiveMantissa: terms.liquidationIncentiveMantissa,
  };
  const byCollateral = maxRepayForSeizableTokens(collateral.tokens, pricing);
  if (byCollateral === undefined) return { ok: false, reason: "noCollateral" };
  let repayAmount = maxLiquidationRepay(borrowed.borrowBalance, terms.closeFactorMantissa);
  let limitedBy: LiquidationLimit = "closeFactor";
  if (byCollateral < repayAmount) {
    repayAmount = byCollateral;
    limitedBy = "collateral";
  }
  const cap = options.repayCap?.(borrowed.market);
  if (cap !== undefined && cap < repayAmount) {
    repayAmount = cap < 0n ? 0n : cap;
    limitedBy = "repayCap";
  }
  const seizeTokens = liquidationSeizeTokens(repayAmount, pricing) ?? 0n;
  if (repayAmount === 0n || seizeTokens === 0n) return { ok: false, reason: "tooSmall" };

  const repayUsd = (repayAmount * borrowed.underlyingPrice) / EXP;
  const seizeUsd = marketTokensUsd(seizeTokens, collateral.exchangeRateStored, collateral.underlyingPrice);
  return {
    ok: true,
    borrowedMarket: borrowed.market,
    collateralMarket: collateral.market,
    repayAmount,
    seizeTokens,
    repayUsd,
    seizeUsd,
    profitUsd: seizeUsd - repayUsd,
    limitedBy,
    shortfall: liquidity.shortfall,
  };
}
