import { fail } from "@ceiba/core";
import { describe, expect, it } from "vitest";
import { E } from "../test-snapshot";
import { validationAlertText } from "./validation-alert";

const DOC = { symbol: "DOC", decimals: 18 };

describe("validationAlertText", () => {
  it("gives the spec's button alert label, the rule's message and its recommendation, per language", () => {
    const failure = fail("activeDebt", "activeDebt", { code: "T12" });
    expect(validationAlertText(failure, "es", DOC)).toMatchObject({
      label: "Deuda activa",
      message: "No puedes depositar en un mercado en el que tienes una deuda activa.",
      limit: undefined,
    });
    expect(validationAlertText(failure, "en", DOC).label).toBe("Active debt");
    expect(validationAlertText(failure, "pt", DOC).label).toBe("Dívida ativa");
    expect(validationAlertText(failure, "es", DOC).recommendation).toBeTruthy();
  });

  it("names the bound in the market's unit, a minimum for the minimum rules", () => {
    expect(
      validationAlertText(fail("insufficientFunds", "exceedsBalance", { limit: E("12.5") }), "es", DOC).limit,
    ).toEqual({ kind: "maximum", amount: "12,5 DOC" });
    const min = fail("invalidAmount", "belowMinDeposit", { code: "R10", limit: E("0.0004") });
    expect(validationAlertText(min, "en", { symbol: "RBTC", decimals: 18 })).toMatchObject({
      label: "Invalid amount",
      message: "The minimum deposit is 0.0004 rBTC.",
      limit: { kind: "minimum", amount: "0.0004 RBTC" },
    });
  });

  it("says a loan must be worth more than its bound (exactly 2 USD is refused), and a withdrawal names the deposit", () => {
    const small = fail("invalidAmount", "belowMinBorrow", { limit: E("2") });
    expect(validationAlertText(small, "es", DOC)).toMatchObject({
      message: "El préstamo debe valer más de 2 USD.",
      limit: { kind: "moreThan", amount: "2 DOC" },
    });
    const over = fail("insufficientFunds", "exceedsDeposit", { code: "T3", limit: E("59.5") });
    expect(validationAlertText(over, "es", DOC)).toMatchObject({
      label: "Fondos insuficientes",
      message: "El monto supera lo que tienes depositado en este mercado.",
      recommendation: "Intenta con un monto menor.",
      limit: { kind: "maximum", amount: "59,5 DOC" },
    });
  });

  it("names the fee in rBTC whatever the market, and leaves out a bound of 0", () => {
    const fee = fail("insufficientFunds", "insufficientFeeFunds", { limit: E("0.000024") });
    expect(validationAlertText(fee, "es", DOC).limit).toEqual({ kind: "fee", amount: "0,000024 RBTC" });
    expect(
      validationAlertText(fail("reachedLimit", "microCapReached", { limit: 0n }), "es", DOC).limit,
    ).toBeUndefined();
  });
});
