import {
  formatAmount,
  formatFractionAsPercent,
  translateError,
  validationErrorId,
  type ButtonAlertId,
  type Language,
  type ValidationFailure,
  type ValidationRule,
} from "@ceiba/core";

/** The unit an amount is in, for the limit a failure names. */
export interface AmountUnit {
  symbol: string;
  decimals: number;
}

/** A validation failure as the action button and the alert under it show it, translated. */
export interface ValidationAlertText {
  /** The spec's button alert label ("Deuda activa", "Fondos insuficientes"…). */
  label: string;
  /** The rule's message (the catalogue's validation.<rule>, else validation.<reason>). */
  message: string;
  recommendation: string | undefined;
  /** The bound the amount broke, with its unit ("0,5 RBTC"), when there is one. */
  limit: { kind: LimitKind; amount: string } | undefined;
}

/**
 * What a failure's bound is: the most allowed, the least, a value the amount must exceed (the loan must be
 * worth more than 2 USD: exactly that is refused), or the network fee the wallet lacks.
 */
export type LimitKind = "maximum" | "minimum" | "moreThan" | "fee";

/** Rules whose `limit` is a minimum; every other limit is a maximum. */
const MINIMUM_RULES: ReadonlySet<ValidationRule> = new Set([
  "belowMinDeposit",
  "tooSmallToMint",
  "belowCollateralNeeded",
]);
/** Rules whose `limit` the amount must exceed. */
const STRICT_MINIMUM_RULES: ReadonlySet<ValidationRule> = new Set(["belowMinBorrow"]);

/** Rules whose `limit` is a ratio (1e18 = 100 %), shown as a percentage rather than an amount. */
const RATIO_RULES: ReadonlySet<ValidationRule> = new Set(["priceImpactTooHigh"]);

/** The native coin's unit: the fee rules name rBTC whatever the market. */
export const NATIVE_UNIT: AmountUnit = { symbol: "RBTC", decimals: 18 };

/**
 * The texts of a failure from core's validators (validateDeposit, validateWithdraw, validateBorrow,
 * validateRepay…) through the error catalogue, in `language`. The limit is written in `unit` (the market's
 * underlying), except for the fee rules', which are in rBTC, and a ratio's (a swap's price impact), which is a
 * percentage; a limit of 0 is left out (the message says it).
 */
export function validationAlertText(
  failure: ValidationFailure,
  language: Language,
  unit: AmountUnit,
): ValidationAlertText {
  const labelEntry = translateError(`validation.${failure.reason}` as ButtonAlertId, language);
  const detail = translateError(validationErrorId(failure), language);
  let limit: ValidationAlertText["limit"];
  if (failure.limit !== undefined && failure.limit > 0n) {
    const fee = failure.rule === "insufficientFeeFunds";
    const limitUnit = fee || failure.rule === "lowRbtcBalance" ? NATIVE_UNIT : unit;
    const amount = RATIO_RULES.has(failure.rule)
      ? formatFractionAsPercent(failure.limit, 18, language)
      : `${formatAmount(failure.limit, limitUnit.decimals, limitUnit.symbol, language)} ${limitUnit.symbol}`;
    const kind: LimitKind = fee
      ? "fee"
      : STRICT_MINIMUM_RULES.has(failure.rule)
        ? "moreThan"
        : MINIMUM_RULES.has(failure.rule)
          ? "minimum"
          : "maximum";
    limit = { kind, amount };
  }
  return {
    label: labelEntry.label ?? labelEntry.message,
    message: detail.message,
    recommendation: detail.recommendation,
    limit,
  };
}
