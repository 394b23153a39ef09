import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EXP } from "../fixed-point/index";
import {
  borrowBalanceFromPrincipal,
  projectAccrual,
  projectBorrowBalance,
  projectDebt,
  projectSupplyBalance,
  supplyUnderlying,
  type AccrualSnapshot,
} from "./accrual-projection";

const market: AccrualSnapshot = {
  accrualBlockNumber: 1_000n,
  borrowIndex: EXP,
  totalBorrows: 1000n * EXP,
  totalReserves: 10n * EXP,
  cash: 500n * EXP,
  totalSupply: 50_000n * EXP,
  exchangeRateStored: 29_800_000_000_000_000n, // (500 + 1000 − 10) / 50,000
  reserveFactorMantissa: (2n * EXP) / 10n,
  borrowRatePerBlock: 10n ** 10n,
};

/**
 * Markets as the chain leaves them: the stored exchange rate is the totals' rate at the last accrual, and
 * mints and redeems since then round in the market's favour, so it is at most the totals' rate now.
 */
const arbMarket = fc
  .record({
    accrualBlockNumber: fc.bigInt(0n, 10n ** 7n),
    borrowIndex: fc.bigInt(EXP, 3n * EXP),
    totalBorrows: fc.bigInt(0n, 10n ** 27n),
    totalReserves: fc.bigInt(0n, 10n ** 24n),
    cash: fc.bigInt(10n ** 24n, 10n ** 27n), // ≥ the reserves: cash + borrows − reserves stays positive
    totalSupply: fc.bigInt(0n, 10n ** 29n),
    reserveFactorMantissa: fc.bigInt(0n, EXP),
    borrowRatePerBlock: fc.bigInt(0n, 5n * 10n ** 12n), // up to the contract's 0.0005% per block maximum
    lag: fc.bigInt(0n, 10n ** 6n),
  })
  .map(({ lag, ...m }): AccrualSnapshot => {
    const totalsRate =
      m.totalSupply === 0n ? 2n * 10n ** 16n : ((m.cash + m.totalBorrows - m.totalReserves) * EXP) / m.totalSupply;
    return { ...m, exchangeRateStored: m.totalSupply === 0n || lag > totalsRate ? totalsRate : totalsRate - lag };
  });

describe("projectAccrual", () => {
  it("computes what _accrueInterest stores 100 blocks later", () => {
    expect(projectAccrual(market, 1_100n)).toEqual({
      blockNumber: 1_100n,
      borrowIndex: EXP + 10n ** 12n, // index + rate × blocks × index
      totalBorrows: 1000n * EXP + 10n ** 15n, // interest = 1e-6 × 1000
      totalReserves: 10n * EXP + 2n * 10n ** 14n, // + 20% of the interest
      exchangeRate: 29_800_016_000_000_000n, // (500 + 1000.001 − 10.0002) / 50,000
      interestAccumulated: 10n ** 15n,
    });
  });

  it("credits reserves only out of the cash there is; the rest of the share goes to suppliers", () => {
    // Fully borrowed: the cash left is the reserves' own, so no share of the interest can be credited.
    const full = { ...market, cash: 10n * EXP };
    const p = projectAccrual(full, 1_100n);
    expect(p.totalReserves).toBe(10n * EXP);
    expect(p.exchangeRate).toBe(((full.cash + p.totalBorrows - p.totalReserves) * EXP) / full.totalSupply);
    // Room for part of the share: reserves stop at the cash.
    const tight = { ...market, cash: 10n * EXP + 1_000n };
    expect(projectAccrual(tight, 1_100n).totalReserves).toBe(10n * EXP + 1_000n);
  });

  it("leaves the market as stored at or before its accrual block", () => {
    for (const block of [1_000n, 999n]) {
      expect(projectAccrual(market, block)).toEqual({
        blockNumber: 1_000n,
        borrowIndex: EXP,
        totalBorrows: 1000n * EXP,
        totalReserves: 10n * EXP,
        exchangeRate: market.exchangeRateStored,
        interestAccumulated: 0n,
      });
    }
  });

  it("keeps the stored (initial) exchange rate in a market without supply", () => {
    const empty = { ...market, totalSupply: 0n, exchangeRateStored: 2n * 10n ** 16n };
    expect(projectAccrual(empty, 2_000n).exchangeRate).toBe(2n * 10n ** 16n);
  });

  it("truncates each step like the contract", () => {
    const odd = {
      ...market,
      totalBorrows: 3n,
      borrowRatePerBlock: 333_333_333_333_333_333n,
      reserveFactorMantissa: EXP / 2n,
    };
    const p = projectAccrual(odd, 1_001n);
    expect(p.interestAccumulated).toBe(0n); // 3 × 0.333… = 0.999… → 0
    expect(p.totalReserves).toBe(odd.totalReserves);
  });

  it("never decreases with the block: index, borrows, reserves, exchange rate", () => {
    fc.assert(
      fc.property(arbMarket, fc.bigInt(0n, 10n ** 6n), fc.bigInt(0n, 10n ** 6n), (m, d1, d2) => {
        const [a, b] = d1 < d2 ? [d1, d2] : [d2, d1];
        const early = projectAccrual(m, m.accrualBlockNumber + a);
        const late = projectAccrual(m, m.accrualBlockNumber + b);
        expect(late.borrowIndex >= early.borrowIndex).toBe(true);
        expect(late.totalBorrows >= early.totalBorrows).toBe(true);
        expect(late.totalReserves >= early.totalReserves).toBe(true);
        expect(late.exchangeRate >= early.exchangeRate).toBe(true);
      }),
    );
  });
});

describe("account balances at a block", () => {
  it("supply = tokens × projected exchange rate", () => {
    expect(supplyUnderlying(50n * EXP, 2n * 10n ** 16n)).toBe(EXP);
    expect(projectSupplyBalance(50_000n * EXP, market, 1_100n)).toBe(1_490_000_800_000_000_000_000n);
  });

  it("debt = stored balance × projected index / stored index", () => {
    expect(projectDebt(100n * EXP, market, 1_100n)).toBe(100n * EXP + 10n ** 14n);
    expect(projectBorrowBalance(0n, EXP, 2n * EXP)).toBe(0n);
    expect(projectBorrowBalance(7n, 0n, 2n * EXP)).toBe(7n);
  });

  it("debt from the principal and account index is the contract's formula at the projected index", () => {
    // A principal of 1e18 + 1 recorded at index 3e18; the market's index has grown since.
    const grown = { ...market, borrowIndex: 3_100_000_000_000_000_001n };
    const snapshot = { borrowPrincipal: EXP + 1n, borrowInterestIndex: 3n * EXP };
    const stored = borrowBalanceFromPrincipal(EXP + 1n, 3n * EXP, grown.borrowIndex);
    const index = projectAccrual(grown, 1_100n).borrowIndex;
    expect(projectDebt(stored, grown, 1_100n, snapshot)).toBe(((EXP + 1n) * index) / (3n * EXP));
    // Without the snapshot (a deployment that does not expose it) the stored balance is scaled instead.
    expect(projectDebt(stored, grown, 1_100n, { borrowPrincipal: 0n, borrowInterestIndex: 0n })).toBe(
      (stored * index) / grown.borrowIndex,
    );
  });

  it("borrowBalanceFromPrincipal is the contract's formula", () => {
    expect(borrowBalanceFromPrincipal(100n * EXP, EXP, (11n * EXP) / 10n)).toBe(110n * EXP);
    expect(borrowBalanceFromPrincipal(0n, EXP, 2n * EXP)).toBe(0n);
    expect(borrowBalanceFromPrincipal(5n, 0n, 2n * EXP)).toBe(0n);
  });

  it("the debt from the stored balance is at most 2 wei below the principal formula, never above", () => {
    fc.assert(
      fc.property(
        fc.bigInt(1n, 10n ** 27n),
        fc.bigInt(EXP, 2n * EXP),
        fc.bigInt(0n, EXP),
        fc.bigInt(0n, EXP / 2n),
        (principal, accountIndex, sinceBorrow, sinceStored) => {
          const storedIndex = accountIndex + sinceBorrow;
          const projectedIndex = storedIndex + sinceStored;
          const stored = borrowBalanceFromPrincipal(principal, accountIndex, storedIndex);
          const exact = borrowBalanceFromPrincipal(principal, accountIndex, projectedIndex);
          const estimate = projectBorrowBalance(stored, storedIndex, projectedIndex);
          expect(estimate <= exact).toBe(true);
          expect(exact - estimate <= 2n).toBe(true);
        },
      ),
    );
  });

  it("balances never decrease with the block", () => {
    fc.assert(
      fc.property(
        arbMarket,
        fc.bigInt(0n, 10n ** 26n),
        fc.bigInt(0n, 10n ** 6n),
        fc.bigInt(0n, 10n ** 6n),
        (m, amount, d1, d2) => {
          const [a, b] = d1 < d2 ? [d1, d2] : [d2, d1];
          const at = (d: bigint) => m.accrualBlockNumber + d;
          expect(projectSupplyBalance(amount, m, at(b)) >= projectSupplyBalance(amount, m, at(a))).toBe(true);
          expect(projectDebt(amount, m, at(b)) >= projectDebt(amount, m, at(a))).toBe(true);
        },
      ),
    );
  });
});
