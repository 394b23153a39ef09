/**
 * Health ratio and health factor, as lending-engine §9 defines them: ratio = account liquidity / total
 * borrows in USD, factor = 1 − min(1, 1 / ratio).
 *
 * "Account liquidity" is the comptroller's getAccountLiquidity liquidity: what the account may still
 * borrow (0 when short). So the factor is 1 without debt, falls as debts grow, and reaches 0 once the debts
 * equal the spare liquidity, i.e. at half the borrowing power. Past that point the factor alone cannot say
 * how near liquidation is: the risk levels (risk-level.ts) measure that by the share of the borrowing
 * power used (borrowingPowerUsed below).
 */
import { EXP } from "../fixed-point/index";
import type { AccountLiquidity } from "./account-liquidity";

/** The two sums the ratio needs (an AccountLiquidity fits): the spare liquidity and the debts, USD 1e18. */
export type HealthInput = Pick<AccountLiquidity, "liquidity" | "borrowsUsd">;

/** liquidity / borrows as a 1e18 mantissa, truncated; undefined without debt (an infinite ratio). */
export function healthRatio(input: HealthInput): bigint | undefined {
  if (input.borrowsUsd === 0n) return undefined;
  return (input.liquidity * EXP) / input.borrowsUsd;
}

/**
 * 1 − min(1, borrows / liquidity) as a 1e18 mantissa (the same as 1 − min(1, 1 / ratio) without the
 * ratio's truncation): 1 without debt, 0 once the debts reach the spare liquidity. The quotient rounds up,
 * so the factor never flatters the account.
 */
export function healthFactor(input: HealthInput): bigint {
  if (input.borrowsUsd === 0n) return EXP;
  if (input.liquidity === 0n) return 0n;
  const inverse = (input.borrowsUsd * EXP + input.liquidity - 1n) / input.liquidity;
  return inverse >= EXP ? 0n : EXP - inverse;
}

/** The factor from a ratio alone (e.g. one the indexer stored): undefined ratio = no debt = 1. */
export function healthFactorFromRatio(ratio: bigint | undefined): bigint {
  if (ratio === undefined) return EXP;
  if (ratio <= EXP) return 0n;
  const inverse = (EXP * EXP + ratio - 1n) / ratio; // 1 / ratio, rounded up
  return inverse >= EXP ? 0n : EXP - inverse;
}

/**
 * borrows / borrowing power (the comptroller's weighted collateral) as a 1e18 mantissa, rounded up: 0
 * without debt, 1 at the liquidation line, above 1 when short; undefined with debt and no borrowing power.
 */
export function borrowingPowerUsed(input: Pick<AccountLiquidity, "collateralUsd" | "borrowsUsd">): bigint | undefined {
  if (input.borrowsUsd === 0n) return 0n;
  if (input.collateralUsd === 0n) return undefined;
  return (input.borrowsUsd * EXP + input.collateralUsd - 1n) / input.collateralUsd;
}
