/**
 * The most an account can borrow from a market: 85% of its liquidity, minus 1, in the market's price
 * (lending-engine §4), capped by the market's lendable cash (T4), its borrow cap (C7) and the per-account debt cap
 * (RD1). Liquidity of 1 or less counts as 0. Every amount it returns passes borrowAllowed on the same
 * state: the loan's USD effect, rounded up, stays below the liquidity.
 */
import { BORROW_MAX_FACTOR, LIQUIDITY_DUST } from "../constants/lending";
import { EXP } from "../fixed-point/index";
import { accountLiquidity, withMarketEntered } from "../risk/account-liquidity";
import { findMarket, type AccountMarket } from "../risk/account-market";
import { accountDebtCap, type DebtCapFigures } from "./account-debt-cap";
import { lendableCash, type CashFigures } from "./lendable-cash";

/** The CeibaLens.MarketData figures of the market to borrow from. */
export interface BorrowMarketFigures extends DebtCapFigures, CashFigures {
  market: string;
  underlyingPrice: bigint;
  totalBorrows: bigint;
  /** Comptroller borrowCaps: 0 when none. */
  borrowCap: bigint;
  borrowPaused?: boolean;
}

export interface MaxBorrowInput {
  /** Every market with the account's position (see joinAccountMarkets). */
  account: readonly AccountMarket[];
  market: BorrowMarketFigures;
}

export type BorrowLimit = "liquidity" | "cash" | "borrowCap" | "accountCap" | "paused";

export interface MaxBorrow {
  /** Underlying units. */
  amount: bigint;
  /** Its USD value at the market's price. */
  usd: bigint;
  limitedBy: BorrowLimit;
  /** Each bound (underlying units); a cap of 0 (none) leaves its bound undefined. */
  byLiquidity: bigint;
  byCash: bigint;
  byBorrowCap: bigint | undefined;
  byAccountCap: bigint | undefined;
  /** The account's liquidity as borrowAllowed sees it (the market entered, strict prices); 0 if unknown. */
  liquidity: bigint;
}

const positive = (a: bigint): bigint => (a > 0n ? a : 0n);

/** 85% of the liquidity in underlying units, minus 1; 0 for dust liquidity or no price. */
export function borrowableFromLiquidity(liquidity: bigint, price: bigint): bigint {
  if (liquidity <= LIQUIDITY_DUST || price === 0n) return 0n;
  return positive((((liquidity * BORROW_MAX_FACTOR) / EXP) * EXP) / price - 1n);
}

export function maxBorrow(input: MaxBorrowInput): MaxBorrow {
  const { market } = input;
  const position = findMarket(input.account, market.market);
  const debt = position?.borrowBalance ?? 0n;
  // borrowAllowed enters the market first, then checks with strict prices (any missing price refuses).
  const account =
    position === undefined
      ? [
          ...input.account,
          {
            market: market.market,
            collateralFactorMantissa: 0n,
            exchangeRateStored: 0n,
            underlyingPrice: market.underlyingPrice,
            tokens: 0n,
            borrowBalance: 0n,
            entered: true,
          },
        ]
      : withMarketEntered(input.account, market.market);
  const base = accountLiquidity(account, { strict: true });
  const liquidity = base?.liquidity ?? 0n;

  const byLiquidity = borrowableFromLiquidity(liquidity, market.underlyingPrice);
  const byCash = lendableCash(market);
  const byBorrowCap = market.borrowCap > 0n ? positive(market.borrowCap - market.totalBorrows) : undefined;
  const debtCap = accountDebtCap(market);
  const byAccountCap = debtCap > 0n ? positive(debtCap - debt) : undefined;

  let amount = byLiquidity;
  let limitedBy: BorrowLimit = "liquidity";
  const bounds: [BorrowLimit, bigint | undefined][] = [
    ["cash", byCash],
    ["borrowCap", byBorrowCap],
    ["accountCap", byAccountCap],
  ];
  for (const [limit, bound] of bounds) {
    if (bound !== undefined && bound < amount) {
      amount = bound;
      limitedBy = limit;
    }
  }
  if (market.borrowPaused === true) {
    amount = 0n;
    limitedBy = "paused";
  }
  return {
    amount,
    usd: (amount * market.underlyingPrice) / EXP,
    limitedBy,
    byLiquidity,
    byCash,
    byBorrowCap,
    byAccountCap,
    liquidity,
  };
}
