/**
 * The borrow screen's "deposit then borrow" box (lending-engine §2, §5 "Borrow-flow deposit"): how much
 * to deposit in a collateral market so that a loan then passes. The spec's formula is collateralNeeded:
 * value × safety margin (1.04) / (collateral price × collateral factor). The value to back is the
 * borrowing power the loan still lacks: the least liquidity under which the loan fits the borrowing
 * maximum (85% of the liquidity, minus 1: maxBorrow), less the account's liquidity now. So a loan the
 * account can already take needs no deposit, and after depositing the amount the loan passes
 * validateBorrow's limit with the 4% margin to spare for interest and prices moving between the two
 * transactions.
 */
import { BORROW_MAX_FACTOR, LIQUIDITY_DUST } from "../constants/lending";
import { EXP } from "../fixed-point/index";
import { collateralNeeded } from "./collateral-needed";

/**
 * The least account liquidity (USD, 1e18) from which `amount` (underlying units at `price`) is within
 * the borrowing maximum: borrowableFromLiquidity(liquidity, price) ≥ amount. 0 for no loan; undefined
 * without a price.
 */
export function liquidityForLoan(amount: bigint, price: bigint): bigint | undefined {
  if (price <= 0n) return undefined;
  if (amount <= 0n) return 0n;
  // borrowable = floor(floor(L × 0.85) × 1e18 / price) − 1 ≥ amount
  //   ⇔ floor(L × 0.85) ≥ X = ceil((amount + 1) × price / 1e18)   ⇔   L × 0.85 ≥ X
  const weighted = ((amount + 1n) * price + EXP - 1n) / EXP;
  const liquidity = (weighted * EXP + BORROW_MAX_FACTOR - 1n) / BORROW_MAX_FACTOR;
  return liquidity > LIQUIDITY_DUST ? liquidity : LIQUIDITY_DUST + 1n;
}

/** The collateral market's figures (CeibaLens.MarketData). */
export interface CollateralMarketFigures {
  collateralFactorMantissa: bigint;
  underlyingPrice: bigint;
  exchangeRateStored: bigint;
}

export interface BorrowFlowDepositInput {
  /** The loan, in the borrowed market's underlying units, and that market's price. */
  loanAmount: bigint;
  loanPrice: bigint;
  /** The account's liquidity now, as borrowAllowed sees it (maxBorrow(...).liquidity). */
  liquidity: bigint;
  collateral: CollateralMarketFigures;
  safetyMargin?: bigint;
}

export interface BorrowFlowDeposit {
  /** The borrowing power (USD, 1e18) the loan lacks: what the deposit must back. */
  valueUsd: bigint;
  /** The deposit, in the collateral's underlying units: 0 when the account can already take the loan. */
  amount: bigint;
}

/**
 * The deposit the borrow flow makes before the loan; undefined when the collateral cannot back anything
 * (no price, no collateral factor) or the loan has no price. The amount is collateralNeeded of the
 * missing value, plus one market token's worth of underlying: minting rounds the tokens down.
 */
export function borrowFlowDeposit(input: BorrowFlowDepositInput): BorrowFlowDeposit | undefined {
  const target = liquidityForLoan(input.loanAmount, input.loanPrice);
  if (target === undefined) return undefined;
  const { collateral } = input;
  if (collateral.underlyingPrice <= 0n || collateral.collateralFactorMantissa <= 0n) return undefined;
  const valueUsd = target > input.liquidity ? target - input.liquidity : 0n;
  if (valueUsd === 0n) return { valueUsd, amount: 0n };
  const needed = collateralNeeded({
    valueUsd,
    collateralPrice: collateral.underlyingPrice,
    collateralFactorMantissa: collateral.collateralFactorMantissa,
    safetyMargin: input.safetyMargin,
  });
  if (needed === undefined) return undefined;
  const oneToken = (collateral.exchangeRateStored + EXP - 1n) / EXP;
  return { valueUsd, amount: needed + oneToken };
}
