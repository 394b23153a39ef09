// The stand-in's invoices without a chain: core's encoder signed with the node key; core's decoder plus the
// stand-in's signature check read them back; a changed or foreign-signed invoice is refused.
import { describe, expect, it } from "vitest";
import { secp256k1 } from "@noble/curves/secp256k1";
import { encodeLightningInvoice } from "@ceiba/core";
import { keccak256, toBytes } from "viem";
import { InvoiceRefused, decodeInvoice, encodeInvoice, nodePublicKey } from "../src/bolt11";

const nodeKey = keccak256(toBytes("a test node"));
const paymentHash = keccak256(toBytes("a payment"));

describe("BOLT11 invoices", () => {
  it("encodes lnbcrt invoices that decode back, signed by the node key", () => {
    for (const amountSats of [1n, 2_500n, 100_000n, 123_456_789n]) {
      const invoice = encodeInvoice({
        amountSats,
        paymentHash,
        description: "test",
        expirySeconds: 600,
        nodeKey,
        timestamp: 1_700_000_000,
      });
      expect(invoice.startsWith("lnbcrt")).toBe(true);
      const decoded = decodeInvoice(`lightning:${invoice.toUpperCase()}`);
      expect(decoded).toMatchObject({
        prefix: "lnbcrt",
        network: "regtest",
        amountMsat: amountSats * 1000n,
        timestamp: 1_700_000_000,
        expiry: 600,
        expiresAt: 1_700_000_600,
        paymentHash: paymentHash.slice(2),
        description: "test",
        minFinalCltvExpiry: 80,
        features: (1n << 8n) | (1n << 14n),
        signer: nodePublicKey(nodeKey),
      });
      expect(decoded.paymentSecret).toMatch(/^[0-9a-f]{64}$/);
      expect(secp256k1.verify(decoded.signature, decoded.signedHash, nodePublicKey(nodeKey).slice(2))).toBe(true);
    }
  });

  it("refuses garbage and an invoice whose content was changed after signing", () => {
    expect(() => decodeInvoice("lnbcrt1garbage")).toThrow(InvoiceRefused);
    expect(() => decodeInvoice("hello")).toThrow(InvoiceRefused);
    const invoice = encodeInvoice({
      amountSats: 5_000n,
      paymentHash,
      description: "test",
      expirySeconds: 600,
      nodeKey,
    });
    // Another amount in the human-readable part breaks the checksum or the signature, never decodes silently.
    expect(() => decodeInvoice(invoice.replace("lnbcrt50u", "lnbcrt60u"))).toThrow(InvoiceRefused);
  });

  it("recovers the key that really signed, and refuses a signature that is no signature", () => {
    const otherKey = keccak256(toBytes("another node"));
    const other = encodeInvoice({
      amountSats: 5_000n,
      paymentHash,
      description: "x",
      expirySeconds: 600,
      nodeKey: otherKey,
    });
    expect(decodeInvoice(other).signer).toBe(nodePublicKey(otherKey));
    expect(decodeInvoice(other).signer).not.toBe(nodePublicKey(nodeKey));
    const forged = encodeLightningInvoice(
      { prefix: "lnbcrt", amountMsat: 5_000_000n, timestamp: 1_700_000_000, paymentHash: paymentHash.slice(2) },
      () => ({ compact: new Uint8Array(64), recoveryId: 0 }),
    );
    expect(() => decodeInvoice(forged)).toThrow("the invoice's signature is not valid");
  });
});
