import { describe, expect, it } from "vitest";
import { SWAP_INVOICE_ERROR_IDS } from "../address/swap-invoice";
import { BITCOIN_ADDRESS_ERROR_IDS, encodeBitcoinAddress } from "../address/bitcoin-address";
import { BOLT11 } from "../address/bolt11-examples.fixture";
import { signInvoiceHash } from "../address/invoice-signer.fixture";
import { encodeLightningInvoice } from "../address/lightning-invoice-encode";
import type { LightningPrefix } from "../address/lightning-invoice";
import { isErrorId } from "../errors/catalogue";
import {
  bitcoinNetworkForChain,
  checkBitcoinAddressForChain,
  checkInvoiceForChain,
  lightningPrefixForChain,
} from "./lightning-network";

const NOW = 1_700_000_000;
const HASH = "11".repeat(32);

/** A real, signed invoice (secp256k1, RFC 6979) of `prefix` for `sats`, created at NOW. */
function invoice(prefix: LightningPrefix, sats: bigint, expiry = 3_600): string {
  return encodeLightningInvoice(
    { prefix, amountMsat: sats * 1000n, timestamp: NOW, paymentHash: HASH, description: "swap", expiry },
    signInvoiceHash,
  );
}

/** Changes one data character so that the Bech32 checksum no longer matches. */
function tamper(text: string): string {
  const i = text.length - 10;
  return text.slice(0, i) + (text[i] === "q" ? "p" : "q") + text.slice(i + 1);
}

describe("chains and networks", () => {
  it("pairs 30 with mainnet, 31 with testnet, 1337 with regtest, and nothing else", () => {
    expect([30, 31, 1337].map(bitcoinNetworkForChain)).toEqual(["mainnet", "testnet", "regtest"]);
    expect([30, 31, 1337].map(lightningPrefixForChain)).toEqual(["lnbc", "lntb", "lnbcrt"]);
    expect(bitcoinNetworkForChain(1)).toBeUndefined();
    expect(() => checkInvoiceForChain("x", { chainId: 1, amountSat: 1n, nowSeconds: NOW })).toThrow(RangeError);
  });
});

describe("checkInvoiceForChain", () => {
  const expect50k = (chainId: number) => ({ chainId, amountSat: 50_000n, nowSeconds: NOW + 10 });

  it("accepts each network's invoice on its chain, lnbcrt not mistaken for lnbc", () => {
    for (const [chainId, prefix] of [
      [30, "lnbc"],
      [31, "lntb"],
      [1337, "lnbcrt"],
    ] as const) {
      const result = checkInvoiceForChain(invoice(prefix, 50_000n), expect50k(chainId));
      expect(result.ok && result.invoice.prefix).toBe(prefix);
    }
  });

  it("refuses another network's invoice", () => {
    const reason = (text: string, chainId: number) => {
      const r = checkInvoiceForChain(text, expect50k(chainId));
      return r.ok ? "ok" : r.reason;
    };
    expect(reason(invoice("lnbcrt", 50_000n), 30)).toBe("wrongNetwork");
    expect(reason(invoice("lnbc", 50_000n), 1337)).toBe("wrongNetwork");
    expect(reason(invoice("lntb", 50_000n), 30)).toBe("wrongNetwork");
    expect(reason(invoice("lnbc", 50_000n), 31)).toBe("wrongNetwork");
  });

  it("takes the lightning: URI prefix in any case and surrounding spaces", () => {
    const text = invoice("lnbcrt", 50_000n);
    for (const input of [`lightning:${text}`, `LIGHTNING:${text}`, `  Lightning:${text.toUpperCase()} `]) {
      expect(checkInvoiceForChain(input, expect50k(1337)).ok).toBe(true);
    }
  });

  it("says required, invalid (garbage, tampered checksum), amount mismatch, expired, no amount", () => {
    const reason = (text: string, amountSat = 50_000n, nowSeconds = NOW + 10) => {
      const r = checkInvoiceForChain(text, { chainId: 1337, amountSat, nowSeconds });
      return r.ok ? "ok" : r.reason;
    };
    const good = invoice("lnbcrt", 50_000n, 600);
    expect(reason("")).toBe("required");
    expect(reason("   ")).toBe("required");
    expect(reason("hello")).toBe("invalid");
    expect(reason(tamper(good))).toBe("invalid");
    expect(reason(good, 50_001n)).toBe("amountMismatch");
    expect(reason(good, 49_999n)).toBe("amountMismatch");
    expect(reason(good, 50_000n, NOW + 599)).toBe("ok");
    expect(reason(good, 50_000n, NOW + 600)).toBe("expired");
    expect(checkInvoiceForChain(BOLT11.donation, { chainId: 30, amountSat: 1n, nowSeconds: 0 })).toEqual({
      ok: false,
      reason: "noAmount",
    });
  });

  it("has a catalogue message for every failure", () => {
    for (const id of Object.values(SWAP_INVOICE_ERROR_IDS)) expect(isErrorId(id)).toBe(true);
  });
});

describe("checkBitcoinAddressForChain", () => {
  const program = new Uint8Array(20).fill(7);
  const reason = (text: string, chainId: number) => {
    const r = checkBitcoinAddressForChain(text, chainId);
    return r.ok ? r.address.type : r.reason;
  };

  it("accepts each kind on its network (checksums verified)", () => {
    expect(reason("1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2", 30)).toBe("p2pkh");
    expect(reason("3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy", 30)).toBe("p2sh");
    expect(reason("bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", 30)).toBe("p2wpkh");
    expect(reason("bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0", 30)).toBe("p2tr");
    expect(reason("tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx", 31)).toBe("p2wpkh");
    expect(reason(encodeBitcoinAddress("testnet", { type: "p2pkh", program }), 31)).toBe("p2pkh");
    expect(reason(encodeBitcoinAddress("testnet", { type: "p2sh", program }), 31)).toBe("p2sh");
    expect(reason(encodeBitcoinAddress("regtest", { witnessVersion: 0, program }), 1337)).toBe("p2wpkh");
    // Regtest shares testnet's Base58 versions (m/n, 2).
    expect(reason(encodeBitcoinAddress("testnet", { type: "p2pkh", program }), 1337)).toBe("p2pkh");
  });

  it("refuses other networks, bad checksums and nothing", () => {
    expect(reason("tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx", 30)).toBe("wrongNetwork");
    expect(reason("bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", 1337)).toBe("wrongNetwork");
    expect(reason(encodeBitcoinAddress("regtest", { witnessVersion: 0, program }), 31)).toBe("wrongNetwork");
    expect(reason("1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3", 30)).toBe("invalid");
    expect(reason("bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5", 30)).toBe("invalid");
    expect(reason("", 30)).toBe("required");
    for (const id of Object.values(BITCOIN_ADDRESS_ERROR_IDS)) expect(isErrorId(id)).toBe(true);
  });
});
