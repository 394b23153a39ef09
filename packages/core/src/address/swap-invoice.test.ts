import { describe, expect, it } from "vitest";
import { isErrorId } from "../errors/catalogue";
import { BOLT11 } from "./bolt11-examples.fixture";
import { decodeLightningInvoice } from "./lightning-invoice";
import {
  SWAP_INVOICE_ERROR_IDS,
  WEI_PER_SATOSHI,
  checkSwapInvoice,
  invoiceMatchesAmount,
  isInvoiceExpired,
} from "./swap-invoice";

function invoiceOf(text: string) {
  const result = decodeLightningInvoice(text);
  if (!result.ok) throw new Error(result.reason);
  return result.invoice;
}

describe("invoiceMatchesAmount", () => {
  it("matches the exact satoshi amount only", () => {
    const coffee = invoiceOf(BOLT11.coffee); // 2500u = 250,000 sat
    expect(invoiceMatchesAmount(coffee, 250_000n)).toBe(true);
    expect(invoiceMatchesAmount(coffee, 249_999n)).toBe(false);
    expect(invoiceMatchesAmount(coffee, 250_001n)).toBe(false);
  });

  it("never matches an invoice without an amount or with a fraction of a satoshi", () => {
    expect(invoiceMatchesAmount(invoiceOf(BOLT11.donation), 0n)).toBe(false);
    const pico = invoiceOf(BOLT11.picoAmount); // 967,878,534 msat
    expect(invoiceMatchesAmount(pico, 967_878n)).toBe(false);
    expect(invoiceMatchesAmount(pico, 967_879n)).toBe(false);
  });

  it("converts with 1 sat = 1e10 wei", () => {
    expect(WEI_PER_SATOSHI * 100_000_000n).toBe(10n ** 18n);
  });
});

describe("isInvoiceExpired", () => {
  it("expires at timestamp + expiry", () => {
    const coffee = invoiceOf(BOLT11.coffee); // 1496314658 + 60
    expect(isInvoiceExpired(coffee, 1496314717)).toBe(false);
    expect(isInvoiceExpired(coffee, 1496314718)).toBe(true);
  });
});

describe("checkSwapInvoice", () => {
  const expected = { network: "mainnet" as const, amountSat: 250_000n };

  it("accepts a valid invoice for the swap amount, with or without the URI prefix", () => {
    expect(checkSwapInvoice(BOLT11.coffee, expected).ok).toBe(true);
    expect(checkSwapInvoice(` lightning:${BOLT11.coffee} `, expected).ok).toBe(true);
  });

  it("says which rule failed", () => {
    expect(checkSwapInvoice("", expected)).toEqual({ ok: false, reason: "required" });
    expect(checkSwapInvoice("lightning:", expected)).toEqual({ ok: false, reason: "required" });
    expect(checkSwapInvoice("not an invoice", expected)).toEqual({ ok: false, reason: "invalid" });
    expect(checkSwapInvoice(BOLT11.coffee, { ...expected, network: "testnet" })).toEqual({
      ok: false,
      reason: "wrongNetwork",
    });
    expect(checkSwapInvoice(BOLT11.donation, expected)).toEqual({ ok: false, reason: "noAmount" });
    expect(checkSwapInvoice(BOLT11.coffee, { ...expected, amountSat: 1n })).toEqual({
      ok: false,
      reason: "amountMismatch",
    });
    expect(checkSwapInvoice(BOLT11.coffee, { ...expected, nowSeconds: 1496314718 })).toEqual({
      ok: false,
      reason: "expired",
    });
    expect(checkSwapInvoice(BOLT11.coffee, { ...expected, nowSeconds: 1496314700 }).ok).toBe(true);
  });

  it("maps every failure to a catalogue entry", () => {
    for (const id of Object.values(SWAP_INVOICE_ERROR_IDS)) expect(isErrorId(id)).toBe(true);
  });
});
