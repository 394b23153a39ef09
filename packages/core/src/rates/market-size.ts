/**
 * A market's size for the markets page (lending-engine §2 "/markets: totals"): what its depositors hold and
 * what its borrowers owe, in the underlying and in USD, with the contracts' truncating integer maths.
 */
import { EXP } from "../fixed-point/index";
import { usdValue } from "../limits/minimums";

export interface MarketSizeInput {
  /** cToken supply. */
  totalSupply: bigint;
  /** Underlying per cToken (1e18 mantissa), as stored at the last accrual. */
  exchangeRate: bigint;
  totalBorrows: bigint;
  /** Oracle price: USD × 10^(36 − underlying decimals), so amount × price / 1e18 is USD (1e18). */
  underlyingPrice: bigint;
}

export interface MarketSize {
  /** Deposits in the underlying's smallest unit: cToken supply × exchange rate. */
  deposits: bigint;
  borrows: bigint;
  /** USD, 1e18. */
  depositsUsd: bigint;
  borrowsUsd: bigint;
}

/** Deposits (supply × exchange rate, truncated as balanceOfUnderlying) and borrows, in underlying and USD. */
export function marketSize(market: MarketSizeInput): MarketSize {
  const deposits = (market.totalSupply * market.exchangeRate) / EXP;
  return {
    deposits,
    borrows: market.totalBorrows,
    depositsUsd: usdValue(deposits, market.underlyingPrice),
    borrowsUsd: usdValue(market.totalBorrows, market.underlyingPrice),
  };
}

/** The USD totals of several markets: the sum of each market's truncated USD values. */
export function marketsTotalUsd(markets: readonly MarketSizeInput[]): { depositsUsd: bigint; borrowsUsd: bigint } {
  let depositsUsd = 0n;
  let borrowsUsd = 0n;
  for (const market of markets) {
    const size = marketSize(market);
    depositsUsd += size.depositsUsd;
    borrowsUsd += size.borrowsUsd;
  }
  return { depositsUsd, borrowsUsd };
}
