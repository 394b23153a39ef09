import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EXP } from "../fixed-point/index";
import type { BorrowMarketFigures } from "../limits/max-borrow";
import { maxBorrow } from "../limits/max-borrow";
import { isAboveMinimumBorrow } from "../limits/minimums";
import type { AccountMarket } from "../risk/account-market";
import { arbAnyAccountAndMarket, contractBorrow, revertCode } from "../risk/test-accounts";
import { validateBorrow } from "./validate-borrow";

const RBTC: AccountMarket = {
  market: "0xRBTC",
  collateralFactorMantissa: (6n * EXP) / 10n,
  exchangeRateStored: 2n * 10n ** 16n,
  underlyingPrice: 95_000n * EXP,
  tokens: 50n * EXP, // 1 RBTC: 57,000 USD of borrowing power
  borrowBalance: 0n,
  entered: true,
};
const DOC: BorrowMarketFigures = {
  market: "0xDOC",
  underlyingPrice: EXP,
  cash: 1_000_000n * EXP,
  totalReserves: 0n,
  totalBorrows: 0n,
  borrowCap: 0n,
  accountBorrowCap: 0n,
  underlyingSymbol: "DOC",
};
const input = { amount: 1_000n * EXP, account: [RBTC], market: DOC };

describe("validateBorrow", () => {
  it("accepts a loan within every rule", () => {
    expect(validateBorrow(input)).toEqual({ ok: true });
    expect(validateBorrow({ ...input, amount: 48_450n * EXP - 1n })).toEqual({ ok: true });
  });

  it("1. refuses while borrowing is paused (C4)", () => {
    expect(validateBorrow({ ...input, market: { ...DOC, borrowPaused: true } })).toMatchObject({
      reason: "reachedLimit",
      rule: "borrowPaused",
      code: "C4",
    });
  });

  it("2. refuses without any deposit", () => {
    expect(validateBorrow({ ...input, account: [{ ...RBTC, tokens: 0n }] })).toEqual({
      ok: false,
      reason: "noDeposits",
      rule: "noCollateral",
    });
    expect(validateBorrow({ ...input, account: [] })).toMatchObject({ reason: "noDeposits" });
  });

  it("3. refuses a non-positive amount", () => {
    expect(validateBorrow({ ...input, amount: 0n })).toMatchObject({
      reason: "invalidAmount",
      rule: "nonPositiveAmount",
    });
  });

  it("4. refuses in the liquidation zone", () => {
    const short = [RBTC, { ...RBTC, market: "0xDOC", tokens: 0n, borrowBalance: 60_000n * EXP, underlyingPrice: EXP }];
    expect(validateBorrow({ ...input, account: short })).toEqual({
      ok: false,
      reason: "minimumGuarantee",
      rule: "liquidationZone",
      code: "C5",
    });
  });

  it("5. refuses at maximum capacity: liquidity of 1 or less counts as 0", () => {
    const atMax = [
      RBTC,
      { ...RBTC, market: "0xDOC", tokens: 0n, borrowBalance: 57_000n * EXP - 1n, underlyingPrice: EXP },
    ];
    expect(validateBorrow({ ...input, account: atMax })).toEqual({
      ok: false,
      reason: "minimumGuarantee",
      rule: "maxCapacityReached",
      code: "C5",
      limit: 0n,
    });
    expect(validateBorrow({ ...input, account: [{ ...RBTC, entered: false }] })).toMatchObject({
      rule: "maxCapacityReached",
    });
    expect(validateBorrow({ ...input, market: { ...DOC, underlyingPrice: 0n } })).toMatchObject({
      rule: "maxCapacityReached",
    });
    const unpriced = [RBTC, { ...RBTC, market: "0xUSDT", underlyingPrice: 0n }];
    expect(validateBorrow({ ...input, account: unpriced })).toMatchObject({ rule: "maxCapacityReached", code: "C6" });
  });

  it("6. refuses a loan worth 2 USD or less", () => {
    expect(validateBorrow({ ...input, amount: 2n * EXP })).toEqual({
      ok: false,
      reason: "invalidAmount",
      rule: "belowMinBorrow",
      limit: 2n * EXP + 1n,
    });
    expect(validateBorrow({ ...input, amount: 2n * EXP + 1n })).toEqual({ ok: true });
  });

  it("7. refuses above 85% of the liquidity minus 1", () => {
    expect(validateBorrow({ ...input, amount: 48_450n * EXP })).toEqual({
      ok: false,
      reason: "reachedLimit",
      rule: "exceedsBorrowLimit",
      code: "C5",
      limit: 48_450n * EXP - 1n,
    });
  });

  it("8. refuses above the market's cash (T4)", () => {
    expect(validateBorrow({ ...input, market: { ...DOC, cash: 999n * EXP } })).toEqual({
      ok: false,
      reason: "lackOfLiquidity",
      rule: "borrowExceedsMarketCash",
      code: "T4",
      limit: 999n * EXP,
    });
  });

  it("9. refuses rDOC debt above 1000 per account (RD1)", () => {
    const rdoc = { ...DOC, market: "0xRDOC", underlyingSymbol: "rDOC" };
    expect(validateBorrow({ ...input, market: rdoc })).toEqual({ ok: true });
    expect(validateBorrow({ ...input, amount: 1_000n * EXP + 1n, market: rdoc })).toEqual({
      ok: false,
      reason: "reachedLimit",
      rule: "maxLoanExceeded",
      code: "RD1",
      limit: 1_000n * EXP,
    });
  });

  it("10. refuses above the market's borrow cap (C7)", () => {
    expect(
      validateBorrow({ ...input, market: { ...DOC, borrowCap: 10_000n * EXP, totalBorrows: 9_500n * EXP } }),
    ).toEqual({
      ok: false,
      reason: "reachedLimit",
      rule: "marketBorrowCap",
      code: "C7",
      limit: 500n * EXP,
    });
  });

  it("11. refuses when the wallet's rBTC misses the fee", () => {
    expect(validateBorrow({ ...input, fee: { nativeBalance: 0n, estimatedFee: 1n } })).toMatchObject({
      rule: "insufficientFeeFunds",
    });
  });

  it("never accepts a loan the contract refuses", () => {
    fc.assert(
      fc.property(
        arbAnyAccountAndMarket,
        fc.bigInt(0n, 10n ** 25n),
        fc.oneof(fc.constant(0n), fc.bigInt(1n, 10n ** 25n)),
        fc.oneof(fc.constant(0n), fc.bigInt(1n, 10n ** 24n)),
        fc.bigInt(0n, 10n ** 24n),
        ([account, index], cash, borrowCap, accountBorrowCap, amount) => {
          const position = account[index];
          if (position === undefined) return;
          const market = {
            market: position.market,
            underlyingPrice: position.underlyingPrice,
            cash,
            totalReserves: cash / 3n,
            totalBorrows: 0n,
            borrowCap,
            accountBorrowCap,
          };
          if (validateBorrow({ amount, account, market }).ok) {
            expect(revertCode(() => contractBorrow(account, market, amount))).toBeUndefined();
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it("accepts the maximum loan when it is above the minimum", () => {
    fc.assert(
      fc.property(arbAnyAccountAndMarket, fc.bigInt(0n, 10n ** 25n), ([account, index], cash) => {
        const position = account[index];
        if (position === undefined) return;
        const market = {
          market: position.market,
          underlyingPrice: position.underlyingPrice,
          cash,
          totalReserves: cash / 3n,
          totalBorrows: 0n,
          borrowCap: 0n,
          accountBorrowCap: 0n,
        };
        const max = maxBorrow({ account, market }).amount;
        if (max > 0n && isAboveMinimumBorrow(max, market.underlyingPrice)) {
          expect(validateBorrow({ amount: max, account, market })).toEqual({ ok: true });
        }
      }),
      { numRuns: 300 },
    );
  });
});
