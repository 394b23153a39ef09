import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EXP } from "../fixed-point/index";
import { validateDeposit, type DepositValidationInput } from "./validate-deposit";

const RATE = 2n * 10n ** 16n;
const token: DepositValidationInput = {
  amount: 10n * EXP,
  kind: "erc20",
  walletBalance: 100n * EXP,
  borrowBalance: 0n,
  exchangeRate: RATE,
};
const FEE = 10n ** 13n;
const MICRO_STATE = { tokens: 0n, marketCap: { totalDeposit: EXP, limit: 2n * EXP, maxDeposit: EXP } };
const micro: DepositValidationInput = {
  amount: 10n ** 16n, // 0.01 rBTC
  kind: "micro",
  walletBalance: EXP,
  borrowBalance: 0n,
  exchangeRate: RATE,
  estimatedFee: FEE,
  micro: MICRO_STATE,
};

describe("validateDeposit", () => {
  it("accepts a deposit within every rule", () => {
    expect(validateDeposit(token)).toEqual({ ok: true });
    expect(validateDeposit(micro)).toEqual({ ok: true });
    expect(validateDeposit({ ...micro, kind: "native", micro: undefined, amount: EXP - FEE })).toEqual({ ok: true });
  });

  it("1. refuses while deposits are paused (C2)", () => {
    expect(validateDeposit({ ...token, mintPaused: true, borrowBalance: 1n })).toMatchObject({
      reason: "reachedLimit",
      rule: "marketPaused",
      code: "C2",
    });
  });

  it("1. refuses a market without a valid price (C6): the contract refuses the deposit", () => {
    expect(validateDeposit({ ...token, underlyingPrice: 0n, borrowBalance: 1n })).toMatchObject({
      reason: "reachedLimit",
      rule: "marketUnpriced",
      code: "C6",
    });
    expect(validateDeposit({ ...token, underlyingPrice: EXP })).toEqual({ ok: true });
  });

  it("2. refuses with an active debt in the market (T12), whatever the amount", () => {
    expect(validateDeposit({ ...token, borrowBalance: 1n, amount: 0n })).toEqual({
      ok: false,
      reason: "activeDebt",
      rule: "activeDebt",
      code: "T12",
    });
  });

  it("3. refuses a non-positive amount", () => {
    expect(validateDeposit({ ...token, amount: 0n })).toMatchObject({
      reason: "invalidAmount",
      rule: "nonPositiveAmount",
    });
    expect(validateDeposit({ ...token, amount: -1n })).toMatchObject({ reason: "invalidAmount" });
  });

  it("4. refuses more than the wallet holds; for rBTC the fee comes off first", () => {
    expect(validateDeposit({ ...token, amount: 100n * EXP + 1n })).toEqual({
      ok: false,
      reason: "insufficientFunds",
      rule: "exceedsBalance",
      limit: 100n * EXP,
    });
    expect(validateDeposit({ ...micro, kind: "native", amount: EXP - FEE + 1n })).toMatchObject({
      reason: "insufficientFunds",
      limit: EXP - FEE,
    });
    expect(validateDeposit({ ...micro, walletBalance: 0n })).toMatchObject({ reason: "insufficientFunds", limit: 0n });
  });

  it("5. refuses above the micro market's 0.025 rBTC per account (R8)", () => {
    const holding = { ...micro, micro: { ...MICRO_STATE, tokens: EXP } }; // 0.02 rBTC already
    expect(validateDeposit({ ...holding, amount: 5n * 10n ** 15n })).toEqual({ ok: true });
    expect(validateDeposit({ ...holding, amount: 5n * 10n ** 15n + 1n })).toEqual({
      ok: false,
      reason: "reachedLimit",
      rule: "microCapReached",
      code: "R8",
      limit: 5n * 10n ** 15n,
    });
  });

  it("6. refuses above the micro market cap (R9), or when it cannot be computed", () => {
    const nearlyFull = {
      ...micro,
      micro: { tokens: 0n, marketCap: { totalDeposit: EXP, limit: EXP + 10n ** 15n, maxDeposit: 10n ** 15n } },
    };
    expect(validateDeposit({ ...nearlyFull, amount: 10n ** 15n })).toEqual({ ok: true });
    expect(validateDeposit({ ...nearlyFull, amount: 10n ** 15n + 1n })).toMatchObject({
      reason: "reachedLimit",
      rule: "nativeMarketCapReached",
      code: "R9",
      limit: 10n ** 15n,
    });
    expect(validateDeposit({ ...micro, micro: { tokens: 0n, marketCap: undefined } })).toMatchObject({
      rule: "nativeMarketCapReached",
      code: "C6",
    });
  });

  it("7. refuses less than 0.0004 rBTC in the micro market (R10), after the caps", () => {
    expect(validateDeposit({ ...micro, amount: 4n * 10n ** 14n })).toEqual({ ok: true });
    expect(validateDeposit({ ...micro, amount: 4n * 10n ** 14n - 1n })).toEqual({
      ok: false,
      reason: "invalidAmount",
      rule: "belowMinDeposit",
      code: "R10",
      limit: 4n * 10n ** 14n,
    });
    const full = { ...micro, amount: 10n ** 14n, micro: { ...MICRO_STATE, tokens: 2n * EXP } };
    expect(validateDeposit(full)).toMatchObject({ rule: "microCapReached" });
    expect(validateDeposit({ ...micro, kind: "native", micro: undefined, amount: 1n })).toEqual({ ok: true });
  });

  it("8. refuses an amount that mints no token (T25)", () => {
    expect(validateDeposit({ ...token, amount: 1n, exchangeRate: 3n * EXP })).toMatchObject({
      reason: "invalidAmount",
      rule: "tooSmallToMint",
      limit: 3n,
    });
    expect(validateDeposit({ ...token, amount: 3n, exchangeRate: 3n * EXP })).toEqual({ ok: true });
  });

  it("9. refuses less than the collateral the borrow flow needs (minimum guarantee)", () => {
    expect(validateDeposit({ ...token, collateralNeeded: 11n * EXP })).toEqual({
      ok: false,
      reason: "minimumGuarantee",
      rule: "belowCollateralNeeded",
      limit: 11n * EXP,
    });
    expect(validateDeposit({ ...token, collateralNeeded: 10n * EXP })).toEqual({ ok: true });
  });

  it("10. refuses a token deposit when the wallet's rBTC does not cover the fee", () => {
    expect(validateDeposit({ ...token, fee: { nativeBalance: FEE - 1n, estimatedFee: FEE } })).toMatchObject({
      reason: "insufficientFunds",
      rule: "insufficientFeeFunds",
    });
    expect(validateDeposit({ ...token, fee: { nativeBalance: FEE, estimatedFee: FEE } })).toEqual({ ok: true });
  });
});

describe("validateDeposit against the contract's mint checks", () => {
  /** _mintInternal + _mintFresh + CRBTCMicro._beforeMint, on the same state; returns the revert code. */
  const contractMint = (i: DepositValidationInput): string | undefined => {
    if (i.amount === 0n) return "T2";
    if (i.borrowBalance !== 0n) return "T12";
    if ((i.amount * EXP) / i.exchangeRate === 0n) return "T25";
    if (i.kind === "micro") {
      if (i.amount < 4n * 10n ** 14n) return "R10";
      if (((i.micro?.tokens ?? 0n) * i.exchangeRate) / EXP + i.amount > 25n * 10n ** 15n) return "R8";
      const cap = i.micro?.marketCap;
      if (cap === undefined) return "C6";
      if (cap.totalDeposit + i.amount > cap.limit) return "R9";
    }
    return undefined;
  };

  it("never accepts a deposit the contract or the wallet refuses", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("erc20" as const, "native" as const, "micro" as const),
        fc.bigInt(0n, 10n ** 17n),
        fc.bigInt(0n, 10n ** 17n),
        fc.oneof(fc.constant(0n), fc.bigInt(1n, 10n)),
        fc.bigInt(10n ** 16n, 10n ** 19n),
        fc.bigInt(0n, 2n * EXP),
        fc.bigInt(0n, 2n * EXP),
        fc.bigInt(0n, 10n ** 14n),
        (kind, amount, walletBalance, borrowBalance, exchangeRate, tokens, limit, estimatedFee) => {
          const totalDeposit = EXP;
          const marketCap = { totalDeposit, limit, maxDeposit: limit > totalDeposit ? limit - totalDeposit : 0n };
          const i: DepositValidationInput = {
            amount,
            kind,
            walletBalance,
            borrowBalance,
            exchangeRate,
            estimatedFee,
            micro: { tokens, marketCap },
          };
          if (!validateDeposit(i).ok) return;
          expect(contractMint(i)).toBeUndefined();
          expect(amount + (kind === "erc20" ? 0n : estimatedFee) <= walletBalance).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});
