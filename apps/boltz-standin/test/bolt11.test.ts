// The invoice codec without a chain: a signed invoice decodes to what was signed; a changed one does not.
import { describe, expect, it } from "vitest";
import { keccak256, toBytes } from "viem";
import { InvoiceRefused, decodeInvoice, encodeInvoice, nodePublicKey } from "../src/bolt11";

const nodeKey = keccak256(toBytes("a test node"));
const paymentHash = keccak256(toBytes("a payment"));

describe("BOLT11 invoices", () => {
  it("encodes regtest invoices that decode back, signed by the node key", () => {
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
      expect(decodeInvoice(`lightning:${invoice.toUpperCase()}`)).toMatchObject({
        network: "regtest",
        amountMsat: amountSats * 1000n,
        timestamp: 1_700_000_000,
        expirySeconds: 600,
        paymentHash,
        description: "test",
        payeeNodeKey: nodePublicKey(nodeKey),
      });
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
});
