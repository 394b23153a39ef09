import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EXP } from "../fixed-point/index";
import type { AccountMarket } from "../risk/account-market";
import { DOC_DEBT, RBTC_SUPPLY, arbAnyAccountAndMarket, contractRedeem, revertCode } from "../risk/test-accounts";
import { maxWithdrawable } from "./max-withdrawable";

const RBTC = RBTC_SUPPLY;
const DOC = DOC_DEBT;
const CASH = 1_000n * EXP;

/** A market's cash and reserves (reserves never above cash in Ceiba's markets). */
const arbTotals = fc
  .tuple(fc.bigInt(0n, 10n ** 25n), fc.bigInt(0n, 10n ** 24n))
  .map(([cash, reserves]) => ({ cash, totalReserves: reserves > cash ? cash : reserves }));

describe("maxWithdrawable", () => {
  it("is the whole deposit when nothing backs a debt", () => {
    expect(maxWithdrawable({ account: [RBTC], market: "0xRBTC", cash: CASH, totalReserves: 0n })).toEqual({
      tokens: 50n * EXP,
      underlying: EXP,
      usd: 95_000n * EXP,
      limitedBy: "balance",
    });
    // Not entered: the deposit is not collateral, the debt elsewhere does not hold it back.
    expect(
      maxWithdrawable({ account: [{ ...RBTC, entered: false }, DOC], market: "0xrbtc", cash: CASH, totalReserves: 0n })
        .tokens,
    ).toBe(50n * EXP);
  });

  it("keeps what backs a debt: liquidity / (collateral factor × exchange rate × price)", () => {
    // 47,000 USD of liquidity over 1,140 USD of collateral value per token.
    expect(maxWithdrawable({ account: [RBTC, DOC], market: "0xRBTC", cash: CASH, totalReserves: 0n })).toEqual({
      tokens: 41_228_070_175_438_596_491n,
      underlying: 824_561_403_508_771_929n, // ≈ 47/57 RBTC
      usd: 78_333_333_333_333_333_255_000n, // ≈ 78,333 USD
      limitedBy: "collateral",
    });
  });

  it("is bounded by the market's cash", () => {
    expect(maxWithdrawable({ account: [RBTC], market: "0xRBTC", cash: EXP / 2n, totalReserves: 0n })).toEqual({
      tokens: 25_000_000_000_000_000_049n, // the most tokens whose payout is ≤ 0.5 RBTC
      underlying: EXP / 2n,
      usd: 47_500n * EXP,
      limitedBy: "cash",
    });
    expect(maxWithdrawable({ account: [RBTC], market: "0xRBTC", cash: 0n, totalReserves: 0n })).toMatchObject({
      tokens: 0n,
      underlying: 0n,
    });
  });

  it("is 0 for an account already short, or whose debt has no price", () => {
    const short = [RBTC, { ...DOC, borrowBalance: 60_000n * EXP }];
    expect(maxWithdrawable({ account: short, market: "0xRBTC", cash: CASH, totalReserves: 0n })).toEqual({
      tokens: 0n,
      underlying: 0n,
      usd: 0n,
      limitedBy: "collateral",
    });
    const unpriced = [RBTC, { ...DOC, underlyingPrice: 0n }];
    expect(maxWithdrawable({ account: unpriced, market: "0xRBTC", cash: CASH, totalReserves: 0n }).underlying).toBe(0n);
  });

  it("lets an entered deposit without debt go in full, even when its value is not a whole wei", () => {
    // Price 95,123.456789: the collateral value of 50e18 + 1 tokens has a fraction of a wei. The contract
    // values the tokens left after the redeem (none), so nothing rounds against the account.
    const odd: AccountMarket = { ...RBTC, underlyingPrice: 95_123_456_789n * 10n ** 12n, tokens: 50n * EXP + 1n };
    expect(
      revertCode(() => contractRedeem([odd], "0xRBTC", { cash: CASH, totalReserves: 0n }, odd.tokens, 0n)),
    ).toBeUndefined();
    const max = maxWithdrawable({ account: [odd], market: "0xRBTC", cash: CASH, totalReserves: 0n });
    expect(max).toMatchObject({ tokens: odd.tokens, limitedBy: "balance" });
    // With a debt, what backs it stays, and one token more is refused.
    const owing: AccountMarket[] = [odd, DOC];
    const bounded = maxWithdrawable({ account: owing, market: "0xRBTC", cash: CASH, totalReserves: 0n });
    expect(bounded.limitedBy).toBe("collateral");
    expect(
      revertCode(() => contractRedeem(owing, "0xRBTC", { cash: CASH, totalReserves: 0n }, bounded.tokens, 0n)),
    ).toBeUndefined();
    expect(
      revertCode(() => contractRedeem(owing, "0xRBTC", { cash: CASH, totalReserves: 0n }, bounded.tokens + 1n, 0n)),
    ).toBe("C5");
  });

  it("is 0 without a deposit, and never negative", () => {
    expect(maxWithdrawable({ account: [DOC], market: "0xDOC", cash: CASH, totalReserves: 0n })).toMatchObject({
      tokens: 0n,
      limitedBy: "balance",
    });
    expect(maxWithdrawable({ account: [], market: "0xDOC", cash: CASH, totalReserves: 0n }).underlying).toBe(0n);
  });

  it("never allows a redeem the contract refuses, by tokens or by amount", () => {
    fc.assert(
      fc.property(arbAnyAccountAndMarket, arbTotals, ([account, index], totals) => {
        const market = account[index]?.market ?? "";
        const max = maxWithdrawable({ account, market, ...totals });
        expect(max.tokens >= 0n && max.underlying >= 0n && max.usd >= 0n).toBe(true);
        if (max.tokens === 0n) return;
        expect(revertCode(() => contractRedeem(account, market, totals, max.tokens, 0n))).toBeUndefined();
        expect(revertCode(() => contractRedeem(account, market, totals, 0n, max.underlying))).toBeUndefined();
        expect(contractRedeem(account, market, totals, max.tokens, 0n)).toBe(max.underlying);
      }),
    );
  });

  it("is the most: one more token is refused for the reason it names", () => {
    fc.assert(
      fc.property(arbAnyAccountAndMarket, arbTotals, ([account, index], totals) => {
        const market = account[index]?.market ?? "";
        const max = maxWithdrawable({ account, market, ...totals });
        if (max.tokens === 0n) return;
        const code = revertCode(() => contractRedeem(account, market, totals, max.tokens + 1n, 0n));
        const expected = { balance: "T3", collateral: "C5", cash: "T4" }[max.limitedBy];
        expect(code).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });
});
