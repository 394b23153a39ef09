import { describe, expect, it } from "vitest";
import { EXP } from "../fixed-point/index";
import { isSendableAddress, validateSend, type SendValidationInput } from "./validate-send";

const isAddress = (a: string) => /^0x[0-9a-fA-F]{40}$/.test(a);
const TO = "0x000000000000000000000000000000000000dEaD";
const base: SendValidationInput = { amount: EXP, to: TO, balance: 2n * EXP, native: false };

describe("validateSend", () => {
  it("accepts a valid send", () => {
    expect(validateSend(base, isAddress)).toEqual({ ok: true });
    expect(validateSend({ ...base, native: true, estimatedFee: EXP }, isAddress)).toEqual({ ok: true });
  });

  it("checks Rootstock addresses by default, refusing the zero address", () => {
    expect(validateSend(base)).toEqual({ ok: true });
    expect(validateSend({ ...base, to: TO.toLowerCase() })).toEqual({ ok: true });
    expect(validateSend({ ...base, to: "0x000000000000000000000000000000000000dEaE" })).toMatchObject({
      reason: "invalidAddress",
    });
    expect(validateSend({ ...base, to: "0x0000000000000000000000000000000000000000" })).toMatchObject({
      reason: "invalidAddress",
    });
    expect(validateSend({ ...base, to: "not an address" })).toMatchObject({ reason: "invalidAddress" });
    expect(isSendableAddress(TO)).toBe(true);
  });

  it("1. refuses an invalid address first", () => {
    expect(validateSend({ ...base, to: "0x123", amount: 0n }, isAddress)).toEqual({
      ok: false,
      reason: "invalidAddress",
      rule: "invalidAddress",
    });
    expect(validateSend(base, () => false)).toMatchObject({ reason: "invalidAddress" });
  });

  it("2. refuses a non-positive amount", () => {
    expect(validateSend({ ...base, amount: 0n }, isAddress)).toMatchObject({ reason: "invalidAmount" });
  });

  it("3. refuses more than the balance (with the fee for rBTC)", () => {
    expect(validateSend({ ...base, amount: 2n * EXP + 1n }, isAddress)).toMatchObject({
      reason: "insufficientFunds",
      limit: 2n * EXP,
    });
    expect(validateSend({ ...base, native: true, estimatedFee: EXP + 1n }, isAddress)).toMatchObject({
      reason: "insufficientFunds",
      limit: EXP - 1n,
    });
  });

  it("4. refuses a token send when the wallet's rBTC misses the fee", () => {
    expect(validateSend({ ...base, fee: { nativeBalance: 1n, estimatedFee: 2n } }, isAddress)).toMatchObject({
      rule: "insufficientFeeFunds",
    });
  });
});
