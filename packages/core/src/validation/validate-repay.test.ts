import { describe, expect, it } from "vitest";
import { EXP } from "../fixed-point/index";
import { validateRepay, type RepayValidationInput } from "./validate-repay";

const DEBT = 100n * EXP;
const base: RepayValidationInput = { amount: 40n * EXP, borrowBalance: DEBT, walletBalance: 500n * EXP, native: false };

describe("validateRepay", () => {
  it("accepts a partial and a full repay covered by the wallet", () => {
    expect(validateRepay(base)).toEqual({ ok: true });
    expect(validateRepay({ ...base, amount: DEBT })).toEqual({ ok: true });
    expect(validateRepay({ ...base, native: true, amount: DEBT, walletBalance: DEBT + 5n, estimatedFee: 5n })).toEqual({
      ok: true,
    });
  });

  it("1. refuses without a debt, whatever the amount", () => {
    expect(validateRepay({ ...base, borrowBalance: 0n, amount: 0n })).toEqual({
      ok: false,
      reason: "noDebt",
      rule: "noDebt",
    });
  });

  it("2. refuses a non-positive amount", () => {
    expect(validateRepay({ ...base, amount: 0n })).toMatchObject({
      reason: "invalidAmount",
      rule: "nonPositiveAmount",
    });
  });

  it("3. refuses more than is owed (T17)", () => {
    expect(validateRepay({ ...base, amount: DEBT + 1n, walletBalance: 0n })).toEqual({
      ok: false,
      reason: "reachedLimit",
      rule: "repayExceedsDebt",
      code: "T17",
      limit: DEBT,
    });
  });

  it("4. refuses a full repay when the wallet holds less than the debt", () => {
    expect(validateRepay({ ...base, amount: DEBT, walletBalance: DEBT - 1n })).toEqual({
      ok: false,
      reason: "insufficientFunds",
      rule: "fullRepayInsufficientFunds",
      limit: DEBT - 1n,
    });
    expect(validateRepay({ ...base, native: true, amount: DEBT, walletBalance: DEBT, estimatedFee: 1n })).toMatchObject(
      {
        rule: "fullRepayInsufficientFunds",
      },
    );
  });

  it("5. refuses a partial repay above the wallet (with the fee for rBTC)", () => {
    expect(validateRepay({ ...base, walletBalance: 39n * EXP })).toMatchObject({
      reason: "insufficientFunds",
      rule: "exceedsBalance",
      limit: 39n * EXP,
    });
    expect(validateRepay({ ...base, native: true, walletBalance: 40n * EXP, estimatedFee: 1n })).toMatchObject({
      rule: "exceedsBalance",
    });
  });

  it("6. refuses a token repay when the wallet's rBTC misses the fee", () => {
    expect(validateRepay({ ...base, fee: { nativeBalance: 0n, estimatedFee: 1n } })).toMatchObject({
      rule: "insufficientFeeFunds",
    });
  });
});
