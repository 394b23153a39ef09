/**
 * Compound v2 (and so Tropykus) returns a non-zero error code instead of reverting, and logs
 * `Failure(error, info, detail)`. These are its enums (TokenErrorReporter / ComptrollerErrorReporter),
 * with the Ceiba code that means the same thing, so one catalogue explains both deployments.
 */
export const TOKEN_ERRORS: readonly string[] = [
  "NO_ERROR",
  "UNAUTHORIZED",
  "BAD_INPUT",
  "COMPTROLLER_REJECTION",
  "COMPTROLLER_CALCULATION_ERROR",
  "INTEREST_RATE_MODEL_ERROR",
  "INVALID_ACCOUNT_PAIR",
  "INVALID_CLOSE_AMOUNT_REQUESTED",
  "INVALID_COLLATERAL_FACTOR",
  "MATH_ERROR",
  "MARKET_NOT_FRESH",
  "MARKET_NOT_LISTED",
  "TOKEN_INSUFFICIENT_ALLOWANCE",
  "TOKEN_INSUFFICIENT_BALANCE",
  "TOKEN_INSUFFICIENT_CASH",
  "TOKEN_TRANSFER_IN_FAILED",
  "TOKEN_TRANSFER_OUT_FAILED",
];

/** The token error that means "the comptroller refused": its reason is the comptroller's error code. */
export const COMPTROLLER_REJECTION = 3n;

export const COMPTROLLER_ERRORS: readonly string[] = [
  "NO_ERROR",
  "UNAUTHORIZED",
  "COMPTROLLER_MISMATCH",
  "INSUFFICIENT_SHORTFALL",
  "INSUFFICIENT_LIQUIDITY",
  "INVALID_CLOSE_FACTOR",
  "INVALID_COLLATERAL_FACTOR",
  "INVALID_LIQUIDATION_INCENTIVE",
  "MARKET_NOT_ENTERED",
  "MARKET_NOT_LISTED",
  "MARKET_ALREADY_LISTED",
  "MATH_ERROR",
  "NONZERO_BORROW_BALANCE",
  "PRICE_ERROR",
  "REJECTION",
  "SNAPSHOT_ERROR",
  "TOO_MANY_ASSETS",
  "TOO_MUCH_REPAY",
];

/** Compound error name → the Ceiba contract code with the same meaning. */
const EQUIVALENT: Readonly<Record<string, string>> = {
  UNAUTHORIZED: "T18",
  BAD_INPUT: "T2",
  INVALID_ACCOUNT_PAIR: "T7",
  INVALID_CLOSE_AMOUNT_REQUESTED: "T8",
  INVALID_COLLATERAL_FACTOR: "C11",
  MARKET_NOT_LISTED: "C1",
  TOKEN_INSUFFICIENT_BALANCE: "T3",
  TOKEN_INSUFFICIENT_CASH: "T4",
  TOKEN_TRANSFER_IN_FAILED: "T24",
  TOKEN_TRANSFER_OUT_FAILED: "R2",
  COMPTROLLER_MISMATCH: "C16",
  INSUFFICIENT_SHORTFALL: "C14",
  INSUFFICIENT_LIQUIDITY: "C5",
  INVALID_CLOSE_FACTOR: "C19",
  INVALID_LIQUIDATION_INCENTIVE: "C20",
  MARKET_NOT_ENTERED: "C9",
  MARKET_ALREADY_LISTED: "C10",
  NONZERO_BORROW_BALANCE: "C8",
  PRICE_ERROR: "C6",
  TOO_MANY_ASSETS: "C21",
  TOO_MUCH_REPAY: "C15",
};

/**
 * The Ceiba code for a Compound `(error, detail)` pair: a comptroller rejection is explained by its
 * detail (the comptroller's own code); other errors by the token enum. Undefined when nothing matches.
 */
export function codeForCompoundFailure(error: bigint, detail = 0n): string | undefined {
  const tokenName = TOKEN_ERRORS[Number(error)];
  if (error === COMPTROLLER_REJECTION) {
    const comptrollerName = COMPTROLLER_ERRORS[Number(detail)];
    return comptrollerName ? EQUIVALENT[comptrollerName] : undefined;
  }
  return tokenName ? EQUIVALENT[tokenName] : undefined;
}

/** The Compound name of a token error code, for messages and logs. */
export function compoundErrorName(error: bigint): string | undefined {
  return TOKEN_ERRORS[Number(error)];
}
