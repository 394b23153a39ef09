import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EXP } from "../fixed-point/index";
import { accountLiquidity, collateralValuePerToken, withMarketEntered } from "./account-liquidity";
import type { AccountMarket } from "./account-market";
import { arbAnyAccountAndMarket as arbAccountAndMarket, contractLiquidity, revertCode } from "./test-accounts";

// 1 RBTC deposited in kRBTC (50 tokens at the initial rate 0.02, collateral factor 0.6, 95,000 USD)
// and 10,000 DOC borrowed (price 1).
const RBTC: AccountMarket = {
  market: "0xRBTC",
  collateralFactorMantissa: (6n * EXP) / 10n,
  exchangeRateStored: 2n * 10n ** 16n,
  underlyingPrice: 95_000n * EXP,
  tokens: 50n * EXP,
  borrowBalance: 0n,
  entered: true,
};
const DOC: AccountMarket = {
  market: "0xDOC",
  collateralFactorMantissa: (8n * EXP) / 10n,
  exchangeRateStored: 2n * 10n ** 16n,
  underlyingPrice: EXP,
  tokens: 0n,
  borrowBalance: 10_000n * EXP,
  entered: true,
};

describe("collateralValuePerToken", () => {
  it("is ((cf × rate) × price) with the contract's truncation order", () => {
    expect(collateralValuePerToken(RBTC.collateralFactorMantissa, RBTC.exchangeRateStored, RBTC.underlyingPrice)).toBe(
      1140n * EXP,
    );
    // (0.5 × 3 wei) truncates to 1 before the price multiplies it.
    expect(collateralValuePerToken(EXP / 2n, 3n, 10n * EXP)).toBe(10n);
  });
});

describe("accountLiquidity", () => {
  it("weighs collateral by factor × exchange rate × price and subtracts debts at price", () => {
    expect(accountLiquidity([RBTC, DOC])).toEqual({
      liquidity: 47_000n * EXP, // 1 RBTC × 95,000 × 0.6 − 10,000
      shortfall: 0n,
      collateralUsd: 57_000n * EXP,
      borrowsUsd: 10_000n * EXP,
    });
  });

  it("reports a shortfall when debts exceed the weighted collateral", () => {
    const result = accountLiquidity([RBTC, { ...DOC, borrowBalance: 60_000n * EXP }]);
    expect(result).toMatchObject({ liquidity: 0n, shortfall: 3_000n * EXP });
  });

  it("counts only the markets the account entered", () => {
    expect(accountLiquidity([{ ...RBTC, entered: false }, DOC])).toMatchObject({
      liquidity: 0n,
      shortfall: 10_000n * EXP,
    });
    expect(accountLiquidity([RBTC, { ...DOC, entered: false }])).toMatchObject({ liquidity: 57_000n * EXP });
  });

  it("is 0 / 0 for an empty account", () => {
    expect(accountLiquidity([])).toEqual({ liquidity: 0n, shortfall: 0n, collateralUsd: 0n, borrowsUsd: 0n });
  });

  it("counts unpriced collateral as zero, and cannot price an unpriced debt (C6)", () => {
    expect(accountLiquidity([{ ...RBTC, underlyingPrice: 0n }, DOC])).toMatchObject({ shortfall: 10_000n * EXP });
    expect(accountLiquidity([RBTC, { ...DOC, underlyingPrice: 0n }])).toBeUndefined();
  });

  it("with strict prices, fails on any unpriced position, as borrowAllowed does", () => {
    expect(accountLiquidity([{ ...RBTC, underlyingPrice: 0n }, DOC], { strict: true })).toBeUndefined();
    // A market without a position is skipped before its price is read.
    expect(
      accountLiquidity([RBTC, { ...DOC, borrowBalance: 0n, underlyingPrice: 0n }], { strict: true }),
    ).toMatchObject({
      liquidity: 57_000n * EXP,
    });
  });

  it("values a what-if redeem as the tokens left: the collateral falls by what they were worth", () => {
    // 10 tokens = 0.2 RBTC = 11,400 USD of collateral value.
    const before = accountLiquidity([RBTC, DOC]);
    const after = accountLiquidity([RBTC, DOC], { whatIf: { market: "0xrbtc", redeemTokens: 10n * EXP } });
    expect(after).toMatchObject({ liquidity: 35_600n * EXP, borrowsUsd: 10_000n * EXP });
    expect(after?.collateralUsd).toBe((before?.collateralUsd ?? 0n) - 11_400n * EXP);
    // Here 1 wei of token is worth 10e-18 wei of USD: redeeming it still costs 1 wei of liquidity.
    const tiny: AccountMarket = {
      ...RBTC,
      collateralFactorMantissa: EXP / 2n,
      exchangeRateStored: 3n,
      underlyingPrice: 10n * EXP,
      tokens: 10n ** 20n,
    };
    expect(accountLiquidity([tiny])?.liquidity).toBe(1000n);
    expect(accountLiquidity([tiny], { whatIf: { market: "0xRBTC", redeemTokens: 1n } })?.liquidity).toBe(999n);
  });

  it("adds a what-if borrow at price, rounded up, even in a market without a position", () => {
    const after = accountLiquidity([RBTC, { ...DOC, borrowBalance: 0n }], {
      whatIf: { market: "0xDOC", borrowAmount: 1n },
    });
    expect(after?.liquidity).toBe(57_000n * EXP - 1n);
    expect(
      accountLiquidity([RBTC, { ...DOC, borrowBalance: 0n, underlyingPrice: 0n }], {
        whatIf: { market: "0xDOC", borrowAmount: 1n },
      }),
    ).toBeUndefined();
  });

  it("equals the literal port of Comptroller._liquidity, what-ifs and strictness included", () => {
    fc.assert(
      fc.property(
        arbAccountAndMarket,
        fc.bigInt(0n, 10n ** 26n),
        fc.bigInt(0n, 10n ** 24n),
        fc.boolean(),
        ([account, index], redeemTokens, borrowAmount, strict) => {
          const market = account[index]?.market ?? "";
          const options = { whatIf: { market, redeemTokens, borrowAmount }, strict };
          const ours = accountLiquidity(account, options);
          let theirs: [bigint, bigint] | undefined;
          const code = revertCode(
            () => (theirs = contractLiquidity(account, market, redeemTokens, borrowAmount, strict)),
          );
          if (code !== undefined) {
            expect(code).toBe("C6");
            expect(ours).toBeUndefined();
          } else {
            expect(ours && [ours.liquidity, ours.shortfall]).toEqual(theirs);
            expect(ours && ours.collateralUsd - ours.borrowsUsd).toBe(ours && ours.liquidity - ours.shortfall);
          }
        },
      ),
    );
  });
});

describe("withMarketEntered", () => {
  it("enters one market and leaves the others as they are", () => {
    const account = withMarketEntered(
      [
        { ...RBTC, entered: false },
        { ...DOC, entered: false },
      ],
      "0xdoc",
    );
    expect(account.map((m) => m.entered)).toEqual([false, true]);
  });
});
