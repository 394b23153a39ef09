/**
 * Risk levels (lending-engine §3, §4): no risk, low, medium, high, pre-liquidation, liquidation zone,
 * liquidated, cannot be calculated. Every threshold lives in RISK_THRESHOLDS.
 */
import { EXP } from "../fixed-point/index";
import type { AccountLiquidity } from "./account-liquidity";
import { healthFactor } from "./health";

export type RiskLevel =
  "noRisk" | "low" | "medium" | "high" | "preLiquidation" | "liquidationZone" | "liquidated" | "cannotBeCalculated";

/**
 * Lower bounds on the health factor (share of the borrowing power still unused, 1e18) for each level of
 * an account with debt and no shortfall:
 *   low             factor ≥ 0.50   (at most half the borrowing power used)
 *   medium          0.30 ≤ factor < 0.50
 *   high            0.15 ≤ factor < 0.30   (a maximum loan, 85% of the liquidity, lands at 0.15 from no debt)
 *   preLiquidation  factor < 0.15, no shortfall yet (a ~15% fall of the collateral's value liquidates)
 * Outside the scale: noRisk without debt; liquidationZone with a shortfall (liquidateBorrow is allowed);
 * liquidated when the caller knows the account was liquidated (the indexer saw a LiquidateBorrow against
 * it; the chain state alone cannot say); cannotBeCalculated when the liquidity is unknown (a price is
 * missing, or the Lens' liquidityKnown is false).
 */
export const RISK_THRESHOLDS = {
  low: EXP / 2n,
  medium: (30n * EXP) / 100n,
  high: (15n * EXP) / 100n,
} as const;

export interface RiskInput {
  /** From accountLiquidity (undefined where it cannot be computed). */
  liquidity: AccountLiquidity | undefined;
  /** The account was liquidated (known from the indexer's liquidation records). */
  liquidated?: boolean;
}

export function riskLevel(input: RiskInput): RiskLevel {
  if (input.liquidated === true) return "liquidated";
  const l = input.liquidity;
  if (l === undefined) return "cannotBeCalculated";
  if (l.borrowsUsd === 0n) return "noRisk";
  if (l.shortfall > 0n) return "liquidationZone";
  const factor = healthFactor(l);
  if (factor >= RISK_THRESHOLDS.low) return "low";
  if (factor >= RISK_THRESHOLDS.medium) return "medium";
  if (factor >= RISK_THRESHOLDS.high) return "high";
  return "preLiquidation";
}
