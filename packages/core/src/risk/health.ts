/**
 * Health ratio and health factor (lending-engine §9): ratio = account liquidity / total borrows in USD,
 * factor = 1 − min(1, 1 / ratio).
 *
 * "Account liquidity" here is the account's borrowing power, the comptroller's weighted collateral
 * (getAccountLiquidity's liquidity + borrows − shortfall), not the spare liquidity alone: so the ratio is
 * below 1 exactly when the account is short, and the factor is the share of the borrowing power still
 * unused (0.15 after a maximum 85% loan, 0 at the liquidation line). With the spare liquidity the factor
 * would read 0 from half the borrowing power on, flagging every ordinary loan.
 */
import { EXP } from "../fixed-point/index";

/** The two sums the ratio needs (an AccountLiquidity fits). */
export interface HealthInput {
  collateralUsd: bigint;
  borrowsUsd: bigint;
}

/** collateral / borrows as a 1e18 mantissa, truncated; undefined without debt (an infinite ratio). */
export function healthRatio(input: HealthInput): bigint | undefined {
  if (input.borrowsUsd === 0n) return undefined;
  return (input.collateralUsd * EXP) / input.borrowsUsd;
}

/**
 * 1 − min(1, borrows / collateral) as a 1e18 mantissa: 1 without debt, 0 at or past the liquidation line.
 * The borrows / collateral quotient rounds up, so the factor never flatters the account.
 */
export function healthFactor(input: HealthInput): bigint {
  if (input.borrowsUsd === 0n) return EXP;
  if (input.collateralUsd === 0n) return 0n;
  const used = (input.borrowsUsd * EXP + input.collateralUsd - 1n) / input.collateralUsd;
  return used >= EXP ? 0n : EXP - used;
}

/** The factor from a ratio alone (e.g. one the indexer stored): undefined ratio = no debt = 1. */
export function healthFactorFromRatio(ratio: bigint | undefined): bigint {
  if (ratio === undefined) return EXP;
  if (ratio <= EXP) return 0n;
  const inverse = (EXP * EXP + ratio - 1n) / ratio; // 1 / ratio, rounded up
  return inverse >= EXP ? 0n : EXP - inverse;
}
