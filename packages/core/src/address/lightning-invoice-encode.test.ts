import { describe, expect, it } from "vitest";
import { BOLT11, PAYMENT_HASH } from "./bolt11-examples.fixture";
import { secp256k1 } from "@noble/curves/secp256k1";
import { BOLT11_NODE_KEY, signInvoiceHash } from "./invoice-signer.fixture";
import { decodeLightningInvoice } from "./lightning-invoice";
import { encodeInvoiceAmount, encodeLightningInvoice } from "./lightning-invoice-encode";

const SPEC_TIMESTAMP = 1496314658;

describe("encodeInvoiceAmount", () => {
  it("writes the shortest multiplier", () => {
    expect(encodeInvoiceAmount(250_000_000n)).toBe("2500u");
    expect(encodeInvoiceAmount(2_000_000_000n)).toBe("20m");
    expect(encodeInvoiceAmount(100_000_000_000n)).toBe("1");
    expect(encodeInvoiceAmount(1_000n)).toBe("10n");
    expect(encodeInvoiceAmount(1n)).toBe("10p");
    expect(() => encodeInvoiceAmount(0n)).toThrow(RangeError);
  });
});

describe("encodeLightningInvoice", () => {
  it("reproduces BOLT 11's coffee example byte for byte (same fields, same key, RFC 6979)", () => {
    const invoice = encodeLightningInvoice(
      {
        prefix: "lnbc",
        amountMsat: 250_000_000n,
        timestamp: SPEC_TIMESTAMP,
        paymentHash: PAYMENT_HASH,
        description: "1 cup coffee",
        expiry: 60,
      },
      signInvoiceHash,
    );
    expect(invoice).toBe(BOLT11.coffee);
  });

  it("round-trips a regtest invoice through the decoder", () => {
    const text = encodeLightningInvoice(
      {
        prefix: "lnbcrt",
        amountMsat: 50_000_000n,
        timestamp: 1_700_000_000,
        paymentHash: "ab".repeat(32),
        paymentSecret: "cd".repeat(32),
        description: "ceiba reverse swap",
        expiry: 3_600,
        minFinalCltvExpiry: 80,
        features: (1n << 8n) | (1n << 14n),
      },
      signInvoiceHash,
    );
    expect(text.startsWith("lnbcrt500u1")).toBe(true);
    const decoded = decodeLightningInvoice(text);
    if (!decoded.ok) throw new Error(decoded.reason);
    expect(decoded.invoice).toMatchObject({
      prefix: "lnbcrt",
      network: "regtest",
      amountSat: 50_000n,
      timestamp: 1_700_000_000,
      expiresAt: 1_700_003_600,
      paymentHash: "ab".repeat(32),
      paymentSecret: "cd".repeat(32),
      description: "ceiba reverse swap",
      minFinalCltvExpiry: 80,
      features: (1n << 8n) | (1n << 14n),
    });
    expect(BOLT11_NODE_KEY).toMatch(/^0[23][0-9a-f]{64}$/);
    // signedHash is what was signed: the signature verifies against it with the node's key.
    expect(secp256k1.verify(decoded.invoice.signature, decoded.invoice.signedHash, BOLT11_NODE_KEY)).toBe(true);
  });

  it("gives the signed hash of BOLT 11's own examples, which their signatures verify", () => {
    const decoded = decodeLightningInvoice(BOLT11.coffee);
    if (!decoded.ok) throw new Error(decoded.reason);
    expect(secp256k1.verify(decoded.invoice.signature, decoded.invoice.signedHash, BOLT11_NODE_KEY)).toBe(true);
    const other = decodeLightningInvoice(BOLT11.coffee.replace("2500u", "2600u"));
    expect(other.ok).toBe(false);
  });
});
