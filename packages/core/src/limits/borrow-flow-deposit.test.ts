import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COLLATERAL_SAFETY_MARGIN } from "../constants/lending";
import { EXP } from "../fixed-point/index";
import type { AccountMarket } from "../risk/account-market";
import { validateBorrow } from "../validation/validate-borrow";
import { borrowFlowDeposit, liquidityForLoan } from "./borrow-flow-deposit";
import { collateralNeeded } from "./collateral-needed";
import { borrowableFromLiquidity, maxBorrow, type BorrowMarketFigures } from "./max-borrow";

const RATE = 2n * 10n ** 16n; // 0.02: 50 tokens per underlying unit
const RBTC = { collateralFactorMantissa: (6n * EXP) / 10n, underlyingPrice: 95_000n * EXP, exchangeRateStored: RATE };
const DOC: BorrowMarketFigures = {
  market: "0xDOC",
  underlyingPrice: EXP,
  cash: 10n ** 30n,
  totalReserves: 0n,
  totalBorrows: 0n,
  borrowCap: 0n,
  accountBorrowCap: 0n,
  underlyingSymbol: "DOC",
};

describe("liquidityForLoan", () => {
  it("is the least liquidity whose borrowing maximum covers the loan", () => {
    // 850 DOC at 1 USD: floor(L × 0.85) ≥ 850 USD + 1 wei, so L = 1000 USD + 2 wei (rounded up).
    const liquidity = liquidityForLoan(850n * EXP, EXP);
    expect(liquidity).toBe(1_000n * EXP + 2n);
    expect(borrowableFromLiquidity(liquidity ?? 0n, EXP)).toBeGreaterThanOrEqual(850n * EXP);
    expect(borrowableFromLiquidity((liquidity ?? 0n) - 1n, EXP)).toBeLessThan(850n * EXP);
  });

  it("is 0 for no loan, undefined without a price, and never dust", () => {
    expect(liquidityForLoan(0n, EXP)).toBe(0n);
    expect(liquidityForLoan(5n, 0n)).toBeUndefined();
    expect(liquidityForLoan(1n, 1n)).toBe(2n);
  });

  it("is exact for any loan and price", () => {
    fc.assert(
      fc.property(fc.bigInt(1n, 10n ** 27n), fc.bigInt(1n, 10n ** 24n), (amount, price) => {
        const liquidity = liquidityForLoan(amount, price) ?? 0n;
        expect(borrowableFromLiquidity(liquidity, price) >= amount).toBe(true);
        if (liquidity > 2n) expect(borrowableFromLiquidity(liquidity - 1n, price) < amount).toBe(true);
      }),
    );
  });
});

describe("borrowFlowDeposit", () => {
  it("backs the missing borrowing power with collateralNeeded (× 1.04), plus one token for rounding", () => {
    // No collateral yet: a 850 DOC loan needs 1000 USD + 2 wei of liquidity.
    const result = borrowFlowDeposit({ loanAmount: 850n * EXP, loanPrice: EXP, liquidity: 0n, collateral: RBTC });
    const valueUsd = 1_000n * EXP + 2n;
    const needed = collateralNeeded({
      valueUsd,
      collateralPrice: RBTC.underlyingPrice,
      collateralFactorMantissa: RBTC.collateralFactorMantissa,
      safetyMargin: COLLATERAL_SAFETY_MARGIN,
    });
    expect(result).toEqual({ valueUsd, amount: (needed ?? 0n) + 1n });
    // 1040 USD / (95,000 × 0.6) = 0.01824561… RBTC
    expect(result?.amount).toBe(18_245_614_035_087_721n);
  });

  it("counts the liquidity the account has: only the rest is deposited, nothing when it is enough", () => {
    const partial = borrowFlowDeposit({
      loanAmount: 850n * EXP,
      loanPrice: EXP,
      liquidity: 600n * EXP,
      collateral: RBTC,
    });
    expect(partial?.valueUsd).toBe(400n * EXP + 2n);
    expect(
      borrowFlowDeposit({ loanAmount: 850n * EXP, loanPrice: EXP, liquidity: 2_000n * EXP, collateral: RBTC }),
    ).toEqual({ valueUsd: 0n, amount: 0n });
  });

  it("is undefined when the collateral or the loan has no price, or the collateral no factor", () => {
    const input = { loanAmount: EXP, loanPrice: EXP, liquidity: 0n, collateral: RBTC };
    expect(borrowFlowDeposit({ ...input, loanPrice: 0n })).toBeUndefined();
    expect(borrowFlowDeposit({ ...input, collateral: { ...RBTC, underlyingPrice: 0n } })).toBeUndefined();
    expect(borrowFlowDeposit({ ...input, collateral: { ...RBTC, collateralFactorMantissa: 0n } })).toBeUndefined();
  });

  it("lets the loan pass validateBorrow once the deposit is minted, whatever the account and prices", () => {
    fc.assert(
      fc.property(
        fc.bigInt(3n * EXP, 10n ** 24n), // loan worth more than 2 USD at 1 USD
        fc.bigInt(EXP / 1000n, 10n ** 23n), // collateral price
        fc.bigInt(EXP / 100n, (9n * EXP) / 10n), // collateral factor
        fc.bigInt(EXP / 100n, 10n * EXP), // exchange rate
        fc.bigInt(0n, 10n ** 22n), // tokens already there
        (loan, price, factor, rate, tokens) => {
          const collateral: AccountMarket = {
            market: "0xCOLL",
            collateralFactorMantissa: factor,
            exchangeRateStored: rate,
            underlyingPrice: price,
            tokens,
            borrowBalance: 0n,
            entered: true,
          };
          const before = maxBorrow({ account: [collateral], market: DOC });
          const deposit = borrowFlowDeposit({
            loanAmount: loan,
            loanPrice: EXP,
            liquidity: before.liquidity,
            collateral: collateral,
          });
          if (deposit === undefined) throw new Error("priced collateral");
          const minted = (deposit.amount * EXP) / rate; // mint rounds the tokens down
          const after = [{ ...collateral, tokens: tokens + minted }];
          expect(validateBorrow({ amount: loan, account: after, market: DOC })).toEqual({ ok: true });
        },
      ),
    );
  });
});
