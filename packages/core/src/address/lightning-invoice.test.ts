import { sha256 } from "@noble/hashes/sha256";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils";
import { describe, expect, it } from "vitest";
import { bech32Encode } from "./bech32";
import { BOLT11, BOLT11_INVALID, PAYMENT_HASH } from "./bolt11-examples.fixture";
import {
  decodeLightningInvoice,
  isLightningInvoice,
  stripLightningPrefix,
  type LightningInvoice,
} from "./lightning-invoice";

function decode(text: string): LightningInvoice {
  const result = decodeLightningInvoice(text);
  if (!result.ok) throw new Error(`expected a valid invoice, got ${result.reason}`);
  return result.invoice;
}

const CAKE =
  "One piece of chocolate cake, one icecream cone, one pickle, one slice of swiss cheese, one slice of salami, one lollypop, one piece of cherry pie, one sausage, one cupcake, and one slice of watermelon";

describe("decodeLightningInvoice: BOLT 11 examples", () => {
  it("decodes the donation invoice (no amount)", () => {
    const invoice = decode(BOLT11.donation);
    expect(invoice).toMatchObject({
      prefix: "lnbc",
      network: "mainnet",
      timestamp: 1496314658,
      expiry: 3600,
      expiresAt: 1496314658 + 3600,
      paymentHash: PAYMENT_HASH,
      description: "Please consider supporting this project",
      minFinalCltvExpiry: 18,
      fallbackAddresses: [],
      features: 0n,
      recoveryId: 0,
      signature:
        "38ec6891345e204145be8a3a99de38e98a39d6a569434e1845c8af7205afcfcc7f425fcd1463e93c32881ead0d6e356d467ec8c02553f9aab15e5738b11f127f",
    });
    expect(invoice.amountMsat).toBeUndefined();
    expect(invoice.amountSat).toBeUndefined();
  });

  it("decodes an amount in micro-bitcoin and a 60 s expiry", () => {
    const invoice = decode(BOLT11.coffee);
    expect(invoice).toMatchObject({
      amountMsat: 250_000_000n,
      amountSat: 250_000n,
      description: "1 cup coffee",
      expiry: 60,
      expiresAt: 1496314718,
      recoveryId: 1,
      signature:
        "e89639ba6814e36689d4b91bf125f10351b55da057b00647a8dabaeb8a90c95f160f9d5a6e0f79d1fc2b964238b944e2fa4aa677c6f020d466472ab842bd750e",
    });
  });

  it("decodes a UTF-8 description", () => {
    expect(decode(BOLT11.nonsense).description).toBe("ナンセンス 1杯");
  });

  it("decodes a milli-bitcoin amount and a description hash", () => {
    const invoice = decode(BOLT11.hashedDescription);
    expect(invoice.amountSat).toBe(2_000_000n);
    expect(invoice.description).toBeUndefined();
    expect(invoice.descriptionHash).toBe(bytesToHex(sha256(utf8ToBytes(CAKE))));
  });

  it("decodes testnet invoices and their P2PKH fallback", () => {
    const invoice = decode(BOLT11.testnetFallbackP2pkh);
    expect(invoice).toMatchObject({
      prefix: "lntb",
      network: "testnet",
      amountSat: 2_000_000n,
      paymentHash: PAYMENT_HASH,
    });
    expect(invoice.fallbackAddresses).toEqual(["mk2QpYatsKicvFVuTAQLBryyccRXMUaGHP"]);
  });

  it("decodes every kind of fallback address", () => {
    expect(decode(BOLT11.fallbackP2pkhWithRoutes).fallbackAddresses).toEqual(["1RustyRX2oai4EYYDpQGWvEL62BBGqN9T"]);
    expect(decode(BOLT11.fallbackP2sh).fallbackAddresses).toEqual(["3EktnHQD7RiAE6uzMj2ZifT9YgRrkSgzQX"]);
    expect(decode(BOLT11.fallbackP2wpkh).fallbackAddresses).toEqual(["bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4"]);
    expect(decode(BOLT11.fallbackP2wsh).fallbackAddresses).toEqual([
      "bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3",
    ]);
  });

  it("decodes a pico-bitcoin amount exactly in millisatoshis, truncated in satoshis", () => {
    const invoice = decode(BOLT11.picoAmount);
    expect(invoice).toMatchObject({
      amountMsat: 967_878_534n,
      amountSat: 967_878n,
      timestamp: 1572468703,
      expiry: 604_800,
      minFinalCltvExpiry: 10,
      paymentHash: "462264ede7e14047e9b249da94fefc47f41f7d02ee9b091815a5506bc8abf75f",
      description:
        'Blockstream Store: 88.85 USD for Blockstream Ledger Nano S x 1, "Back In My Day" Sticker x 2, "I Got Lightning Working" Sticker x 2 and 1 more items',
    });
  });

  it("decodes the payment secret and feature bits", () => {
    const invoice = decode(BOLT11.coffeeBeans);
    expect(invoice).toMatchObject({
      amountSat: 2_500_000n,
      description: "coffee beans",
      paymentSecret: "11".repeat(32),
      features: (1n << 9n) | (1n << 15n) | (1n << 99n),
    });
  });

  it("decodes the all-uppercase form the same way", () => {
    expect(decode(BOLT11.coffeeBeansUppercase)).toEqual(decode(BOLT11.coffeeBeans));
  });

  it("skips unknown fields and known fields of the wrong length", () => {
    const invoice = decode(BOLT11.coffeeBeansIgnoredFields);
    expect(invoice).toMatchObject({
      paymentHash: PAYMENT_HASH,
      paymentSecret: "11".repeat(32),
      description: "coffee beans",
      fallbackAddresses: [],
    });
    expect(invoice.descriptionHash).toBeUndefined();
    expect(invoice.payeeNodeKey).toBeUndefined();
  });
});

describe("decodeLightningInvoice: BOLT 11 invalid examples", () => {
  it("refuses a bad checksum, a missing separator and mixed case as encoding errors", () => {
    for (const text of [BOLT11_INVALID.badChecksum, BOLT11_INVALID.noSeparator, BOLT11_INVALID.mixedCase]) {
      expect(decodeLightningInvoice(text)).toEqual({ ok: false, reason: "encoding" });
    }
  });

  it("refuses a string too short to hold a signature", () => {
    expect(decodeLightningInvoice(BOLT11_INVALID.tooShort)).toEqual({ ok: false, reason: "tooShort" });
  });

  it("refuses an invalid multiplier and sub-millisatoshi precision", () => {
    expect(decodeLightningInvoice(BOLT11_INVALID.invalidMultiplier)).toEqual({ ok: false, reason: "amount" });
    expect(decodeLightningInvoice(BOLT11_INVALID.subMillisatoshi)).toEqual({ ok: false, reason: "amount" });
  });
});

/** A structurally valid invoice with a zero signature, to exercise what the examples do not. */
function makeInvoice(hrp: string, fields: [number, number[]][] = [[1, new Array<number>(52).fill(0)]]): string {
  const timestamp = [0, 0, 0, 0, 0, 0, 1];
  const tagged = fields.flatMap(([tag, data]) => [tag, data.length >> 5, data.length & 31, ...data]);
  return bech32Encode(hrp, [...timestamp, ...tagged, ...new Array<number>(104).fill(0)], "bech32");
}

describe("decodeLightningInvoice: prefixes, amounts, fields", () => {
  it("maps lnbc, lntb and lnbcrt to their networks", () => {
    expect(decode(makeInvoice("lnbc10u")).network).toBe("mainnet");
    expect(decode(makeInvoice("lntb10u")).network).toBe("testnet");
    expect(decode(makeInvoice("lnbcrt10u"))).toMatchObject({ prefix: "lnbcrt", network: "regtest", amountSat: 1_000n });
    expect(decode(makeInvoice("lnbcrt")).amountMsat).toBeUndefined();
  });

  it("converts every multiplier", () => {
    expect(decode(makeInvoice("lnbc1")).amountSat).toBe(100_000_000n);
    expect(decode(makeInvoice("lnbc1m")).amountSat).toBe(100_000n);
    expect(decode(makeInvoice("lnbc1u")).amountSat).toBe(100n);
    expect(decode(makeInvoice("lnbc10n")).amountMsat).toBe(1_000n);
    expect(decode(makeInvoice("lnbc10p")).amountMsat).toBe(1n);
  });

  it("refuses unknown prefixes, including signet and non-Lightning strings", () => {
    for (const hrp of ["lntbs10u", "lnltc10u", "bc", "lnxy"]) {
      expect(decodeLightningInvoice(makeInvoice(hrp)), hrp).toEqual({ ok: false, reason: "prefix" });
    }
    expect(decodeLightningInvoice("bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4")).toEqual({
      ok: false,
      reason: "prefix",
    });
  });

  it("refuses a zero amount and Bech32m", () => {
    expect(decodeLightningInvoice(makeInvoice("lnbc0u"))).toEqual({ ok: false, reason: "amount" });
    const words = [...new Array<number>(7).fill(0), 1, 1, 20, ...new Array<number>(52 + 104).fill(0)];
    expect(decodeLightningInvoice(bech32Encode("lnbc", words, "bech32m"))).toEqual({ ok: false, reason: "encoding" });
  });

  it("refuses an invoice without a 256-bit payment hash", () => {
    expect(decodeLightningInvoice(makeInvoice("lnbc", []))).toEqual({ ok: false, reason: "paymentHash" });
    expect(decodeLightningInvoice(makeInvoice("lnbc", [[1, new Array<number>(51).fill(0)]]))).toEqual({
      ok: false,
      reason: "paymentHash",
    });
  });

  it("refuses a field that runs into the signature", () => {
    const words = [...new Array<number>(7).fill(0), 13, 31, 31, ...new Array<number>(104).fill(0)];
    expect(decodeLightningInvoice(bech32Encode("lnbc", words, "bech32"))).toEqual({ ok: false, reason: "field" });
  });

  it("refuses a description that is not UTF-8", () => {
    // 0xff 0xff: 16 bits in 4 words (plus 4 padding bits).
    const fields: [number, number[]][] = [
      [1, new Array<number>(52).fill(0)],
      [13, [31, 31, 31, 16]],
    ];
    expect(decodeLightningInvoice(makeInvoice("lnbc", fields))).toEqual({ ok: false, reason: "description" });
  });

  it("refuses an empty input", () => {
    expect(decodeLightningInvoice("  ")).toEqual({ ok: false, reason: "empty" });
    expect(decodeLightningInvoice("lightning:")).toEqual({ ok: false, reason: "empty" });
  });
});

describe("lightning: URI prefix", () => {
  it("is stripped whatever its case, with surrounding spaces", () => {
    expect(stripLightningPrefix("lightning:lnbc1abc")).toBe("lnbc1abc");
    expect(stripLightningPrefix("  LIGHTNING:LNBC1ABC\n")).toBe("LNBC1ABC");
    expect(stripLightningPrefix("Lightning:lnbc1abc")).toBe("lnbc1abc");
    expect(stripLightningPrefix("lnbc1abc")).toBe("lnbc1abc");
  });

  it("does not change the decoded invoice", () => {
    expect(decode(`lightning:${BOLT11.coffee}`)).toEqual(decode(BOLT11.coffee));
    expect(decode(`LIGHTNING:${BOLT11.coffeeBeansUppercase}`)).toEqual(decode(BOLT11.coffeeBeans));
    expect(decode(`lightning:${BOLT11.coffee}`).paymentRequest).toBe(BOLT11.coffee);
  });
});

describe("isLightningInvoice", () => {
  it("checks validity and, when asked, the network", () => {
    expect(isLightningInvoice(BOLT11.coffee)).toBe(true);
    expect(isLightningInvoice(BOLT11.coffee, "mainnet")).toBe(true);
    expect(isLightningInvoice(BOLT11.coffee, "testnet")).toBe(false);
    expect(isLightningInvoice(BOLT11_INVALID.badChecksum)).toBe(false);
  });
});
