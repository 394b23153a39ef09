import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EXP } from "../fixed-point/index";
import { maxWithdrawable } from "../limits/max-withdrawable";
import {
  DOC_DEBT,
  RBTC_SUPPLY,
  arbAnyAccountAndMarket,
  contractLiquidity,
  contractRedeem,
  revertCode,
} from "../risk/test-accounts";
import { validateWithdraw } from "./validate-withdraw";

const RBTC = RBTC_SUPPLY;
const DOC = DOC_DEBT;
const input = { amount: EXP / 2n, account: [RBTC, DOC], market: "0xRBTC", cash: 10n * EXP, totalReserves: 0n };

describe("validateWithdraw", () => {
  it("accepts a withdrawal within every rule", () => {
    expect(validateWithdraw(input)).toEqual({ ok: true });
    expect(validateWithdraw({ ...input, amount: EXP, account: [RBTC] })).toEqual({ ok: true });
  });

  it("1. refuses with nothing deposited, whatever the amount", () => {
    expect(validateWithdraw({ ...input, market: "0xDOC", amount: 0n })).toEqual({
      ok: false,
      reason: "noDeposits",
      rule: "noDeposits",
    });
    expect(validateWithdraw({ ...input, market: "0xNONE" })).toMatchObject({ reason: "noDeposits" });
  });

  it("2. refuses a non-positive amount", () => {
    expect(validateWithdraw({ ...input, amount: 0n })).toMatchObject({
      reason: "invalidAmount",
      rule: "nonPositiveAmount",
    });
  });

  it("3. refuses more than the deposit (T3)", () => {
    expect(validateWithdraw({ ...input, amount: EXP + 1n, cash: 0n })).toEqual({
      ok: false,
      reason: "insufficientFunds",
      rule: "exceedsDeposit",
      code: "T3",
      limit: EXP,
    });
  });

  it("4. refuses what backs the debt (C5), showing the withdrawable amount", () => {
    // 47,000 of 57,000 USD of borrowing power is free: 0.8245… RBTC.
    expect(validateWithdraw({ ...input, amount: 824_561_403_508_771_929n })).toEqual({ ok: true });
    expect(validateWithdraw({ ...input, amount: 824_561_403_508_771_930n, cash: 0n })).toEqual({
      ok: false,
      reason: "activeCollateral",
      rule: "exceedsFreeDeposits",
      code: "C5",
      limit: 0n, // no cash: nothing can be withdrawn now
    });
    expect(validateWithdraw({ ...input, amount: 824_561_403_508_771_930n })).toMatchObject({
      reason: "activeCollateral",
      limit: 824_561_403_508_771_929n,
    });
  });

  it("4. refuses any withdrawal of collateral while a debt has no price (C6)", () => {
    const unpriced = [RBTC, { ...DOC, underlyingPrice: 0n }];
    expect(validateWithdraw({ ...input, account: unpriced })).toMatchObject({ reason: "activeCollateral", code: "C6" });
  });

  it("5. refuses more than the market's cash (T4)", () => {
    expect(validateWithdraw({ ...input, cash: EXP / 2n - 1n })).toEqual({
      ok: false,
      reason: "lackOfLiquidity",
      rule: "exceedsMarketCash",
      code: "T4",
      limit: EXP / 2n - 1n,
    });
  });

  it("6. refuses when the wallet's rBTC misses the fee", () => {
    expect(validateWithdraw({ ...input, fee: { nativeBalance: 0n, estimatedFee: 1n } })).toMatchObject({
      rule: "insufficientFeeFunds",
    });
  });

  it("accepts exactly what the chain accepts (redeemUnderlying on the same state)", () => {
    fc.assert(
      fc.property(
        arbAnyAccountAndMarket,
        fc.bigInt(0n, 10n ** 25n),
        fc.bigInt(0n, 10n ** 24n),
        ([account, index], cash, amount) => {
          const market = account[index]?.market ?? "";
          const totals = { cash, totalReserves: cash / 3n };
          const result = validateWithdraw({ amount, account, market, ...totals });
          const code = revertCode(() => contractRedeem(account, market, totals, 0n, amount));
          if ((account[index]?.tokens ?? 0n) === 0n) {
            expect(result).toMatchObject({ ok: false, reason: "noDeposits" });
            return;
          }
          expect(result.ok).toBe(code === undefined);
          // The rule we name is one the chain also breaks (our order may differ from the contract's).
          const position = account[index];
          if (result.ok || position === undefined) return;
          const rate = position.exchangeRateStored;
          const redeemTokens = (amount * EXP + rate - 1n) / rate;
          if (result.code === "T3") expect(redeemTokens > position.tokens).toBe(true);
          if (result.code === "T4") expect(amount > totals.cash - totals.totalReserves).toBe(true);
          if (result.code === "C5")
            expect(contractLiquidity(account, market, redeemTokens, 0n, false)[1] > 0n).toBe(true);
          if (result.code === "C6")
            expect(revertCode(() => contractLiquidity(account, market, redeemTokens, 0n, false))).toBe("C6");
        },
      ),
      { numRuns: 500 },
    );
  });

  it("accepts the withdrawable maximum", () => {
    fc.assert(
      fc.property(arbAnyAccountAndMarket, fc.bigInt(0n, 10n ** 25n), ([account, index], cash) => {
        const market = account[index]?.market ?? "";
        const totals = { cash, totalReserves: cash / 3n };
        const max = maxWithdrawable({ account, market, ...totals }).underlying;
        if (max > 0n) expect(validateWithdraw({ amount: max, account, market, ...totals })).toEqual({ ok: true });
      }),
      { numRuns: 300 },
    );
  });
});
