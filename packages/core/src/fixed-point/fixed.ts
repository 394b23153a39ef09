/**
 * Fixed-point arithmetic on bigint. A "mantissa" value carries 18 decimals (1e18 = 1.0), as on chain.
 * Every operation truncates toward zero, like Solidity; nothing goes through JS numbers.
 */

/** 1.0 as an 18-decimal mantissa. */
export const EXP = 10n ** 18n;
/** 1.0 squared (for products of two mantissas). */
export const DOUBLE = EXP * EXP;
/** Default precision of amounts and mantissas. */
export const DEFAULT_DECIMALS = 18;

/** The error thrown when a precision above 18 decimals is asked for (lending-engine §5). */
export const MANTISSA_ERROR = "The mantissa must be lower than 18";

/** 10^decimals, for 0 ≤ decimals ≤ 18. */
export function scale(decimals: number): bigint {
  if (!Number.isInteger(decimals) || decimals < 0) throw new RangeError(`Invalid decimals: ${decimals}`);
  if (decimals > DEFAULT_DECIMALS) throw new RangeError(MANTISSA_ERROR);
  return 10n ** BigInt(decimals);
}

/** a × b / 1e18 (both 1e18 mantissas, or an amount and a mantissa), truncated. */
export function mulExp(a: bigint, b: bigint): bigint {
  return (a * b) / EXP;
}

/** a × 1e18 / b, truncated; undefined when b is 0 ("division by zero returns nothing"). */
export function divExp(a: bigint, b: bigint): bigint | undefined {
  if (b === 0n) return undefined;
  return (a * EXP) / b;
}

/** a / b truncated; undefined when b is 0. */
export function div(a: bigint, b: bigint): bigint | undefined {
  if (b === 0n) return undefined;
  return a / b;
}

/** a × b / c truncated; undefined when c is 0. */
export function mulDiv(a: bigint, b: bigint, c: bigint): bigint | undefined {
  if (c === 0n) return undefined;
  return (a * b) / c;
}

/** Converts an amount from `from` decimals to `to` decimals, truncating. */
export function rescale(amount: bigint, from: number, to: number): bigint {
  if (from === to) return amount;
  return from > to ? amount / scale(from - to) : amount * scale(to - from);
}

/** Truncates an amount with `decimals` decimals to at most `keep` decimals (toward zero). */
export function truncateDecimals(amount: bigint, decimals: number, keep: number): bigint {
  if (keep >= decimals) return amount;
  const unit = scale(decimals - keep);
  return (amount / unit) * unit;
}

export const min = (a: bigint, b: bigint): bigint => (a < b ? a : b);
export const max = (a: bigint, b: bigint): bigint => (a > b ? a : b);
/** The value, or 0 when negative. */
export const clampZero = (a: bigint): bigint => (a < 0n ? 0n : a);
