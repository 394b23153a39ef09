/**
 * Why an action is refused: the spec's button alert labels (lending-engine §5) as camelCase keys. The
 * error catalogue translates each under `validation.<reason>`.
 */

export const VALIDATION_REASONS = [
  "activeDebt",
  "insufficientFunds",
  "noDeposits",
  "activeCollateral",
  "lackOfLiquidity",
  "reachedLimit",
  "invalidAmount",
  "minimumGuarantee",
  "noDebt",
  "invalidAddress",
] as const;

export type ValidationReason = (typeof VALIDATION_REASONS)[number];

/**
 * The precise rule behind a reason (several rules share a label). Where the error catalogue has a message
 * for the rule, its id is `validation.<rule>` (e.g. validation.microCapReached); otherwise the reason's
 * message (`validation.<reason>`) is the one to show.
 */
export type ValidationRule =
  // shared
  | "nonPositiveAmount"
  | "exceedsBalance"
  | "insufficientFeeFunds"
  | "marketPaused"
  // deposit
  | "marketUnpriced"
  | "activeDebt"
  | "tooSmallToMint"
  | "microCapReached"
  | "nativeMarketCapReached"
  | "belowMinDeposit"
  | "belowCollateralNeeded"
  // withdraw
  | "noDeposits"
  | "exceedsDeposit"
  | "exceedsFreeDeposits"
  | "exceedsMarketCash"
  // borrow
  | "borrowPaused"
  | "noCollateral"
  | "liquidationZone"
  | "maxCapacityReached"
  | "belowMinBorrow"
  | "exceedsBorrowLimit"
  | "borrowExceedsMarketCash"
  | "maxLoanExceeded"
  | "marketBorrowCap"
  // repay
  | "noDebt"
  | "repayExceedsDebt"
  | "fullRepayInsufficientFunds"
  // swap
  | "sameMarket"
  | "lowRbtcBalance"
  | "noPoolLiquidity"
  | "priceImpactTooHigh"
  // send
  | "invalidAddress";

export interface ValidationFailure {
  ok: false;
  reason: ValidationReason;
  rule: ValidationRule;
  /** The contract error the chain would raise for it, when there is one (T12, T17, R8, R9, R10, RD1, ...). */
  code?: string;
  /** The bound the amount broke, in the amount's units (a maximum, or a minimum for the minimum rules). */
  limit?: bigint;
}

export type ValidationResult = { ok: true } | ValidationFailure;

export const VALID: ValidationResult = { ok: true };

export function fail(
  reason: ValidationReason,
  rule: ValidationRule,
  context: { code?: string; limit?: bigint } = {},
): ValidationFailure {
  return { ok: false, reason, rule, ...context };
}
