/**
 * Risk levels (lending-engine §3, §4): no risk, low, medium, high, pre-liquidation, liquidation zone,
 * liquidated, cannot be calculated. Every threshold lives in RISK_THRESHOLDS; accountRisk gives the level
 * with the health figures, for every screen and the API alike.
 */
import { EXP } from "../fixed-point/index";
import type { AccountLiquidity } from "./account-liquidity";
import { borrowingPowerUsed, healthFactor, healthRatio } from "./health";

/** Every level, in the order of lending-engine §4's progression, then the one outside it. */
export const RISK_LEVELS = [
  "noRisk",
  "low",
  "medium",
  "high",
  "preLiquidation",
  "liquidationZone",
  "liquidated",
  "cannotBeCalculated",
] as const;

export type RiskLevel = (typeof RISK_LEVELS)[number];

/**
 * Upper bounds (inclusive) on the share of the borrowing power used (1e18) for each level of an account
 * with debt and no shortfall:
 *   low             used ≤ 50 %   (debts at most the spare liquidity: the health factor is above 0 below 50 %)
 *   medium          50 % < used ≤ 70 %
 *   high            70 % < used ≤ 85 %   (a maximum loan, 85 % of the liquidity, lands here from no debt)
 *   preLiquidation  used > 85 %, no shortfall yet (a ~15 % fall of the collateral's value liquidates)
 * The health factor (spec §9) reads 0 from half the borrowing power on, so it cannot tell these apart.
 * Outside the scale: noRisk without debt; liquidationZone with a shortfall (liquidateBorrow is allowed);
 * liquidated when the caller knows the account was liquidated (the indexer saw a LiquidateBorrow against
 * it; the chain state alone cannot say); cannotBeCalculated when the liquidity is unknown (a price is
 * missing, or the Lens' liquidityKnown is false).
 */
export const RISK_THRESHOLDS = {
  low: EXP / 2n,
  medium: (70n * EXP) / 100n,
  high: (85n * EXP) / 100n,
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
  const used = borrowingPowerUsed(l);
  if (used === undefined) return "liquidationZone";
  if (used <= RISK_THRESHOLDS.low) return "low";
  if (used <= RISK_THRESHOLDS.medium) return "medium";
  if (used <= RISK_THRESHOLDS.high) return "high";
  return "preLiquidation";
}

/** An account's risk as every screen and the API show it. */
export interface AccountRisk {
  level: RiskLevel;
  /** Spec §9 (1e18); undefined when the liquidity cannot be computed. */
  healthFactor: bigint | undefined;
  /** Spec §9 liquidity / borrows (1e18); undefined without debt or when unknown. */
  healthRatio: bigint | undefined;
  /** Share of the borrowing power used (1e18); undefined when unknown. */
  borrowingPowerUsed: bigint | undefined;
  liquidity: AccountLiquidity | undefined;
}

/** The one function behind the dashboard, /balance, the borrow simulator and the API's risk figures. */
export function accountRisk(input: RiskInput): AccountRisk {
  const l = input.liquidity;
  return {
    level: riskLevel(input),
    healthFactor: l && healthFactor(l),
    healthRatio: l && healthRatio(l),
    borrowingPowerUsed: l && borrowingPowerUsed(l),
    liquidity: l,
  };
}
