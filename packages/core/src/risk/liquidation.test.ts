import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EXP } from "../fixed-point/index";
import type { AccountMarket } from "./account-market";
import {
  type LiquidationTerms,
  type SeizePricing,
  liquidationSeizeTokens,
  marketTokensUsd,
  maxLiquidationRepay,
  maxRepayForSeizableTokens,
  planLiquidation,
} from "./liquidation";
import { DOC_DEBT, RBTC_SUPPLY, arbIndebtedAccountAndMarket, contractLiquidity, revertCode } from "./test-accounts";

const TERMS: LiquidationTerms = { closeFactorMantissa: EXP / 2n, liquidationIncentiveMantissa: (107n * EXP) / 100n };
const RATE = 2n * 10n ** 16n;

/** Comptroller.liquidateCalculateSeizeTokens, statement by statement (a zero division reverts). */
function contractSeizeTokens(repay: bigint, p: SeizePricing): bigint {
  if (p.borrowedPrice === 0n || p.collateralPrice === 0n) throw new Error("C6");
  const numerator = (p.liquidationIncentiveMantissa * p.borrowedPrice) / EXP;
  const denominator = (p.collateralPrice * p.collateralExchangeRate) / EXP;
  if (denominator === 0n) throw new Error("division by zero");
  return (repay * numerator) / denominator;
}

const pricing = (collateralPrice: bigint, borrowedPrice = EXP): SeizePricing => ({
  borrowedPrice,
  collateralPrice,
  collateralExchangeRate: RATE,
  liquidationIncentiveMantissa: TERMS.liquidationIncentiveMantissa,
});

const market = (m: Partial<AccountMarket> & { market: string }): AccountMarket => ({
  collateralFactorMantissa: (8n * EXP) / 10n,
  exchangeRateStored: RATE,
  underlyingPrice: EXP,
  tokens: 0n,
  borrowBalance: 0n,
  entered: true,
  ...m,
});

describe("maxLiquidationRepay", () => {
  it("is close factor × debt, truncated as liquidateBorrowAllowed compares it", () => {
    expect(maxLiquidationRepay(10_000n * EXP, TERMS.closeFactorMantissa)).toBe(5_000n * EXP);
    expect(maxLiquidationRepay(3n, TERMS.closeFactorMantissa)).toBe(1n);
    expect(maxLiquidationRepay(1n, TERMS.closeFactorMantissa)).toBe(0n);
  });
});

describe("liquidationSeizeTokens", () => {
  it("seizes repay × 1.07 in collateral market tokens: 30,000 DOC for 16.89 kRBTC at 95,000 USD", () => {
    expect(liquidationSeizeTokens(30_000n * EXP, pricing(95_000n * EXP))).toBe(16_894_736_842_105_263_157n);
  });

  it("is undefined where the contract reverts: a zero price or a zero collateral value per token", () => {
    expect(liquidationSeizeTokens(EXP, pricing(0n))).toBeUndefined();
    expect(liquidationSeizeTokens(EXP, pricing(EXP, 0n))).toBeUndefined();
    expect(liquidationSeizeTokens(EXP, { ...pricing(1n), collateralExchangeRate: 1n })).toBeUndefined();
  });

  it("agrees with the contract's statements for any repay and prices", () => {
    fc.assert(
      fc.property(
        fc.bigInt(0n, 10n ** 30n),
        fc.bigInt(1n, 10n ** 24n),
        fc.bigInt(1n, 10n ** 24n),
        fc.bigInt(10n ** 15n, 10n ** 19n),
        (repay, borrowedPrice, collateralPrice, rate) => {
          const p = { ...pricing(collateralPrice, borrowedPrice), collateralExchangeRate: rate };
          let expected: bigint | undefined;
          try {
            expected = contractSeizeTokens(repay, p);
          } catch {
            expected = undefined; // the contract reverts
          }
          expect(liquidationSeizeTokens(repay, p)).toBe(expected);
        },
      ),
    );
  });
});

describe("maxRepayForSeizableTokens", () => {
  it("is the largest repay whose seizure fits the tokens: one wei more seizes one token too many", () => {
    const p = pricing(30_000n * EXP);
    const repay = maxRepayForSeizableTokens(50n * EXP, p);
    expect(repay).toBe(28_037_383_177_570_093_458_504n);
    expect(liquidationSeizeTokens(repay ?? 0n, p)).toBe(50n * EXP);
    expect(liquidationSeizeTokens((repay ?? 0n) + 1n, p)).toBe(50n * EXP + 1n);
  });

  it("is undefined without prices, or when no repay seizes anything", () => {
    expect(maxRepayForSeizableTokens(EXP, pricing(0n))).toBeUndefined();
    expect(maxRepayForSeizableTokens(EXP, { ...pricing(EXP), liquidationIncentiveMantissa: 0n })).toBeUndefined();
  });

  it("is exact for any tokens and prices", () => {
    fc.assert(
      fc.property(
        fc.bigInt(0n, 10n ** 28n),
        fc.bigInt(1n, 10n ** 24n),
        fc.bigInt(1n, 10n ** 24n),
        fc.bigInt(10n ** 15n, 10n ** 19n),
        (tokens, borrowedPrice, collateralPrice, rate) => {
          const p = { ...pricing(collateralPrice, borrowedPrice), collateralExchangeRate: rate };
          const repay = maxRepayForSeizableTokens(tokens, p);
          if (repay === undefined) return;
          expect(contractSeizeTokens(repay, p) <= tokens).toBe(true);
          expect(contractSeizeTokens(repay + 1n, p) > tokens).toBe(true);
        },
      ),
    );
  });
});

describe("planLiquidation", () => {
  const RBTC = RBTC_SUPPLY; // 1 RBTC at 95,000 USD, collateral factor 0.6: 57,000 USD of borrowing power
  const short = { ...DOC_DEBT, borrowBalance: 60_000n * EXP };

  it("repays close factor × the debt when the collateral covers the seizure", () => {
    const plan = planLiquidation([RBTC, short], TERMS);
    expect(plan).toEqual({
      ok: true,
      borrowedMarket: "0xDOC",
      collateralMarket: "0xRBTC",
      repayAmount: 30_000n * EXP,
      seizeTokens: 16_894_736_842_105_263_157n,
      repayUsd: 30_000n * EXP,
      seizeUsd: 32_099_999_999_999_999_985_000n,
      profitUsd: 2_099_999_999_999_999_985_000n,
      limitedBy: "closeFactor",
      shortfall: 3_000n * EXP,
    });
  });

  it("repays only what the collateral left can pay for, incentive included", () => {
    const cheap = { ...RBTC, underlyingPrice: 30_000n * EXP }; // 30,000 USD of collateral for 60,000 of debt
    const plan = planLiquidation([cheap, short], TERMS);
    expect(plan.ok && plan.limitedBy).toBe("collateral");
    expect(plan.ok && plan.repayAmount).toBe(28_037_383_177_570_093_458_504n);
    expect(plan.ok && plan.seizeTokens).toBe(cheap.tokens);
  });

  it("picks the largest debt and the largest entered collateral in USD, not in units nor weighted", () => {
    const account = [
      market({ market: "0xRIF", underlyingPrice: EXP / 20n, borrowBalance: 400_000n * EXP }), // 20,000 USD
      market({ market: "0xUSDT", borrowBalance: 60_000n * EXP }), // 60,000 USD
      // 10,000 USD at 0.9 (9,000 of power) against 11,000 USD at 0.5 (5,500): the second is seized.
      market({ market: "0xDOC", tokens: 500_000n * EXP, collateralFactorMantissa: (9n * EXP) / 10n }),
      market({
        market: "0xBPRO",
        tokens: 50n * EXP,
        exchangeRateStored: RATE / 10n,
        underlyingPrice: 110_000n * EXP,
        collateralFactorMantissa: EXP / 2n,
      }),
      market({ market: "0xNOTENTERED", tokens: 10n ** 30n, entered: false }),
      RBTC,
    ];
    const plan = planLiquidation(account, TERMS);
    expect(plan.ok && [plan.borrowedMarket, plan.collateralMarket]).toEqual(["0xUSDT", "0xRBTC"]);
    const withoutRbtc = planLiquidation(
      account.filter((m) => m !== RBTC),
      TERMS,
    );
    expect(withoutRbtc.ok && withoutRbtc.collateralMarket).toBe("0xBPRO");
  });

  it("repays no more than the liquidator's cap in the market it repays", () => {
    const capped = planLiquidation([RBTC, short], TERMS, {
      repayCap: (m) => (m === "0xDOC" ? 1_000n * EXP : 0n),
    });
    expect(capped.ok && capped.repayAmount).toBe(1_000n * EXP);
    expect(capped.ok && capped.limitedBy).toBe("repayCap");
    expect(planLiquidation([RBTC, short], TERMS, { repayCap: () => undefined })).toMatchObject({
      repayAmount: 30_000n * EXP,
    });
    expect(planLiquidation([RBTC, short], TERMS, { repayCap: () => 0n })).toEqual({ ok: false, reason: "tooSmall" });
  });

  it("refuses a healthy account, an unpriced debt, one without priced collateral to seize, and dust", () => {
    expect(planLiquidation([RBTC, DOC_DEBT], TERMS)).toEqual({ ok: false, reason: "noShortfall" });
    expect(planLiquidation([RBTC, { ...short, underlyingPrice: 0n }], TERMS)).toEqual({
      ok: false,
      reason: "unpriced",
    });
    // Its only collateral unpriced: it counts as zero (the account is short), but there is nothing to seize.
    expect(planLiquidation([{ ...RBTC, underlyingPrice: 0n }, short], TERMS)).toEqual({
      ok: false,
      reason: "noCollateral",
    });
    expect(planLiquidation([short], TERMS)).toEqual({ ok: false, reason: "noCollateral" });
    expect(planLiquidation([{ ...RBTC, entered: false }, short], TERMS)).toEqual({
      ok: false,
      reason: "noCollateral",
    });
    const dust = [
      { ...RBTC, collateralFactorMantissa: 0n },
      { ...DOC_DEBT, borrowBalance: 1n },
    ];
    expect(planLiquidation(dust, TERMS)).toEqual({ ok: false, reason: "tooSmall" });
  });

  it("a collateral without a price cannot shield the account: the priced one is seized", () => {
    const unpricedDust = { ...DOC_DEBT, market: "0xUSDRIF", borrowBalance: 0n, tokens: EXP, entered: true };
    const plan = planLiquidation([RBTC, { ...unpricedDust, underlyingPrice: 0n }, short], TERMS);
    expect(plan).toMatchObject({ ok: true, collateralMarket: "0xRBTC", borrowedMarket: "0xDOC" });
  });

  it("plans only what liquidateBorrowAllowed and seize accept, and as much as they accept", () => {
    fc.assert(
      fc.property(arbIndebtedAccountAndMarket, ([account]) => {
        const plan = planLiquidation(account, TERMS);
        // liquidateBorrowAllowed: unpriced collateral counts as zero; an unpriced debt refuses (C6).
        const check = revertCode(() => contractLiquidity(account, "", 0n, 0n, false));
        if (!plan.ok) {
          if (plan.reason === "unpriced") expect(check).toBe("C6");
          if (plan.reason === "noShortfall") expect(contractLiquidity(account, "", 0n, 0n, false)[1]).toBe(0n);
          return;
        }
        expect(contractLiquidity(account, "", 0n, 0n, false)[1]).toBe(plan.shortfall);
        expect(plan.shortfall > 0n).toBe(true);
        const borrowed = account.find((m) => m.market === plan.borrowedMarket);
        const collateral = account.find((m) => m.market === plan.collateralMarket);
        if (!borrowed || !collateral) throw new Error("the plan names a market of the account");
        expect(collateral.entered).toBe(true);
        expect(collateral.underlyingPrice > 0n && borrowed.underlyingPrice > 0n).toBe(true);
        const p: SeizePricing = {
          borrowedPrice: borrowed.underlyingPrice,
          collateralPrice: collateral.underlyingPrice,
          collateralExchangeRate: collateral.exchangeRateStored,
          liquidationIncentiveMantissa: TERMS.liquidationIncentiveMantissa,
        };
        const closeLimit = (TERMS.closeFactorMantissa * borrowed.borrowBalance) / EXP;
        expect(plan.repayAmount > 0n && plan.repayAmount <= closeLimit).toBe(true);
        expect(plan.seizeTokens).toBe(contractSeizeTokens(plan.repayAmount, p));
        expect(plan.seizeTokens > 0n && plan.seizeTokens <= collateral.tokens).toBe(true);
        if (plan.limitedBy === "closeFactor") expect(plan.repayAmount).toBe(closeLimit);
        else expect(contractSeizeTokens(plan.repayAmount + 1n, p) > collateral.tokens).toBe(true);
        expect(plan.seizeUsd).toBe(
          marketTokensUsd(plan.seizeTokens, collateral.exchangeRateStored, collateral.underlyingPrice),
        );
        expect(plan.profitUsd).toBe(plan.seizeUsd - plan.repayUsd);
      }),
      { numRuns: 500 },
    );
  });
});
