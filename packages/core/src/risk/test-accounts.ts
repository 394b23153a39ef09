/**
 * Test support (not exported by the package): a literal port of the comptroller's checks, written apart
 * from accountLiquidity so the two can be compared, and fast-check arbitraries of accounts.
 */
import fc from "fast-check";
import type { AccountMarket } from "./account-market";

const EXP = 10n ** 18n;

/** A revert of the contracts, with its code. */
export class Revert extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

interface WhatIfStruct {
  modify: string;
  redeemTokens: bigint;
  borrowAmount: bigint;
  strict: boolean;
}

/** Comptroller._liquidity, statement by statement; reverts throw Revert("C6"). */
export function contractLiquidity(
  account: readonly AccountMarket[],
  modify: string,
  redeemTokens: bigint,
  borrowAmount: bigint,
  strict: boolean,
): [liquidity: bigint, shortfall: bigint] {
  const w: WhatIfStruct = { modify: modify.toLowerCase(), redeemTokens, borrowAmount, strict };
  let sumCollateral = 0n;
  let sumBorrows = 0n;
  for (const m of account) {
    if (m.entered) {
      const [c, d] = marketValue(m, w);
      sumCollateral += c;
      sumBorrows += d;
    }
  }
  if (sumCollateral > sumBorrows) return [sumCollateral - sumBorrows, 0n];
  return [0n, sumBorrows - sumCollateral];
}

function marketValue(m: AccountMarket, w: WhatIfStruct): [bigint, bigint] {
  const tokens = m.tokens;
  const borrowed = m.borrowBalance;
  const rate = m.exchangeRateStored;
  const isModify = m.market.toLowerCase() === w.modify;
  if (tokens === 0n && borrowed === 0n && !isModify) return [0n, 0n];
  const price = m.underlyingPrice;
  if (price === 0n) {
    if (w.strict || borrowed !== 0n || (isModify && w.borrowAmount !== 0n)) throw new Revert("C6");
    return [0n, 0n];
  }
  const tokensToDenom = (((m.collateralFactorMantissa * rate) / EXP) * price) / EXP;
  // The what-if is valued as the state after the action (Comptroller._marketValue).
  let left = tokens;
  let owed = borrowed;
  let debt = 0n;
  if (isModify) {
    if (w.redeemTokens <= tokens) {
      left = tokens - w.redeemTokens;
    } else {
      debt = (tokensToDenom * (w.redeemTokens - tokens) + EXP - 1n) / EXP;
      left = 0n;
    }
    owed += w.borrowAmount;
  }
  const collateral = (tokensToDenom * left) / EXP;
  debt += (price * owed) / EXP;
  return [collateral, debt];
}

/**
 * CToken._redeemFresh (redeem(tokens) when `tokensIn` > 0, else redeemUnderlying(amountIn)) + redeemAllowed.
 * Only the cash the reserves do not hold can be paid out (T4).
 */
export function contractRedeem(
  account: readonly AccountMarket[],
  market: string,
  totals: { cash: bigint; totalReserves: bigint },
  tokensIn: bigint,
  amountIn: bigint,
): bigint {
  const m = account.find((a) => a.market.toLowerCase() === market.toLowerCase());
  if (m === undefined) throw new Revert("C1");
  const rate = m.exchangeRateStored;
  let redeemTokens: bigint;
  let redeemAmount: bigint;
  if (tokensIn !== 0n) {
    redeemTokens = tokensIn;
    redeemAmount = (tokensIn * rate) / EXP;
  } else {
    redeemAmount = amountIn;
    redeemTokens = (amountIn * EXP + rate - 1n) / rate;
  }
  if (redeemTokens === 0n || redeemAmount === 0n) throw new Revert("T25");
  if (m.tokens < redeemTokens) throw new Revert("T3");
  if (totals.cash - totals.totalReserves < redeemAmount) throw new Revert("T4");
  if (m.entered) {
    const [, shortfall] = contractLiquidity(account, market, redeemTokens, 0n, false);
    if (shortfall !== 0n) throw new Revert("C5");
  }
  return redeemAmount;
}

export interface ContractBorrowMarket {
  market: string;
  cash: bigint;
  totalReserves: bigint;
  totalBorrows: bigint;
  borrowCap: bigint;
  accountBorrowCap: bigint;
  underlyingPrice: bigint;
}

/** CToken._borrowFresh (only the cash the reserves do not hold is lent) + Comptroller.borrowAllowed. */
export function contractBorrow(account: readonly AccountMarket[], market: ContractBorrowMarket, amount: bigint): void {
  if (amount === 0n) throw new Revert("T2");
  if (market.cash - market.totalReserves < amount) throw new Revert("T4");
  const key = market.market.toLowerCase();
  const existing = account.find((a) => a.market.toLowerCase() === key);
  const accountBorrows = (existing?.borrowBalance ?? 0n) + amount;
  if (market.accountBorrowCap !== 0n && accountBorrows > market.accountBorrowCap) throw new Revert("RD1");
  const entered: AccountMarket[] = existing
    ? account.map((a) => (a === existing ? { ...a, entered: true } : a))
    : [
        ...account,
        {
          market: market.market,
          collateralFactorMantissa: 0n,
          exchangeRateStored: 0n,
          underlyingPrice: market.underlyingPrice,
          tokens: 0n,
          borrowBalance: 0n,
          entered: true,
        },
      ];
  const newTotal = market.totalBorrows + amount;
  if (market.borrowCap !== 0n && newTotal > market.borrowCap) throw new Revert("C7");
  const [, shortfall] = contractLiquidity(entered, market.market, 0n, amount, true);
  if (shortfall !== 0n) throw new Revert("C5");
}

/** The code a contract check reverts with, or undefined when it passes. */
export function revertCode(run: () => unknown): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (error instanceof Revert) return error.code;
    throw error;
  }
}

// ---- Arbitraries ----

const arbMarketEntry = (index: number): fc.Arbitrary<AccountMarket> =>
  fc.record({
    // Mixed case on purpose: markets compare lowercased.
    market: fc.constant(index % 2 === 0 ? `0xAbC${index}` : `0xabc${index}`),
    collateralFactorMantissa: fc.oneof(fc.constant(0n), fc.bigInt(0n, (9n * EXP) / 10n), fc.constant((6n * EXP) / 10n)),
    exchangeRateStored: fc.oneof(fc.bigInt(10n ** 16n, EXP), fc.bigInt(1n, 5n * EXP), fc.constant(2n * 10n ** 16n)),
    underlyingPrice: fc.oneof(
      { weight: 1, arbitrary: fc.constant(0n) },
      { weight: 8, arbitrary: fc.bigInt(10n ** 14n, 10n ** 23n) },
      { weight: 2, arbitrary: fc.constantFrom(EXP, 95_000n * EXP) },
    ),
    tokens: fc.oneof(fc.constant(0n), fc.bigInt(1n, 10n ** 26n), fc.bigInt(1n, 10n ** 6n)),
    borrowBalance: fc.oneof(
      { weight: 3, arbitrary: fc.constant(0n) },
      { weight: 2, arbitrary: fc.bigInt(1n, 10n ** 24n) },
      { weight: 1, arbitrary: fc.bigInt(1n, 10n ** 4n) },
    ),
    entered: fc.boolean(),
  });

/** 1 to 5 markets with random positions (some unpriced, some not entered, some empty). */
export const arbAccount: fc.Arbitrary<AccountMarket[]> = fc
  .integer({ min: 1, max: 5 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => arbMarketEntry(i))));

/** An account and the index of one of its markets. */
export const arbAccountAndMarket: fc.Arbitrary<[AccountMarket[], number]> = arbAccount.chain((account) =>
  fc.tuple(fc.constant(account), fc.integer({ min: 0, max: account.length - 1 })),
);

/**
 * Accounts near the liquidation line, where the limits matter: one priced market's debt is set to
 * 20%–150% of the account's weighted collateral.
 */
export const arbIndebtedAccountAndMarket: fc.Arbitrary<[AccountMarket[], number]> = fc
  .tuple(arbAccountAndMarket, fc.nat(), fc.bigInt(EXP / 5n, (3n * EXP) / 2n))
  .map(([[account, index], pick, ratio]) => {
    const collateralUsd = account.reduce(
      (sum, m) =>
        m.entered
          ? sum +
            (((((m.collateralFactorMantissa * m.exchangeRateStored) / EXP) * m.underlyingPrice) / EXP) * m.tokens) / EXP
          : sum,
      0n,
    );
    const priced = account.map((m, i) => (m.underlyingPrice > 0n ? i : -1)).filter((i) => i >= 0);
    const debtIndex = priced[pick % Math.max(priced.length, 1)];
    if (debtIndex === undefined) return [account, index];
    const debtMarket = account[debtIndex];
    if (debtMarket === undefined) return [account, index];
    const borrowBalance = (((collateralUsd * ratio) / EXP) * EXP) / debtMarket.underlyingPrice;
    const next = account.map((m, i) => (i === debtIndex ? { ...m, borrowBalance, entered: true } : m));
    return [next, index];
  });

/** Random accounts and accounts near the liquidation line, half and half. */
export const arbAnyAccountAndMarket: fc.Arbitrary<[AccountMarket[], number]> = fc.oneof(
  arbAccountAndMarket,
  arbIndebtedAccountAndMarket,
);

/** 1 RBTC supplied (50 kRBTC at 0.02) at 95,000 USD, collateral factor 0.6, entered. */
export const RBTC_SUPPLY: AccountMarket = {
  market: "0xRBTC",
  collateralFactorMantissa: (6n * EXP) / 10n,
  exchangeRateStored: 2n * 10n ** 16n,
  underlyingPrice: 95_000n * EXP,
  tokens: 50n * EXP,
  borrowBalance: 0n,
  entered: true,
};

/** A 10,000 DOC debt at 1 USD, collateral factor 0.8, entered. */
export const DOC_DEBT: AccountMarket = {
  market: "0xDOC",
  collateralFactorMantissa: (8n * EXP) / 10n,
  exchangeRateStored: 2n * 10n ** 16n,
  underlyingPrice: EXP,
  tokens: 0n,
  borrowBalance: 10_000n * EXP,
  entered: true,
};
