import { translateError } from "@ceiba/core";
import { describe, expect, it } from "vitest";
import { feePartsText, feePercentText } from "./bitcoin-amount-text";
import { bitcoinFormFigures, swapTypeOf, type BitcoinFormInput } from "./bitcoin-swap-form";
import { NOW, signedInvoice, testPair } from "./test-bitcoin-swaps";

const input = (overrides: Partial<BitcoinFormInput>): BitcoinFormInput => ({
  route: "lightning",
  direction: "btcToRbtc",
  unit: "sats",
  amountText: "",
  invoiceText: "",
  btcAddressText: "",
  language: "es",
  chainId: 1337,
  nowSeconds: NOW + 10,
  pair: testPair("reverse"),
  maintenance: false,
  ...overrides,
});
const text = (m: { id: Parameters<typeof translateError>[0]; params?: Record<string, string> } | undefined) =>
  m && translateError(m.id, "es", m.params).message;

describe("bitcoinFormFigures", () => {
  it("reads sats and BTC as the screen writes numbers (es: 1.000 is a thousand)", () => {
    expect(bitcoinFormFigures(input({ amountText: "50.000" })).amountSat).toBe(50_000n);
    expect(bitcoinFormFigures(input({ unit: "btc", amountText: "0,0005" })).amountSat).toBe(50_000n);
    expect(bitcoinFormFigures(input({ amountText: "abc" })).amountErrorId).toBe("amount.invalid");
    expect(bitcoinFormFigures(input({ amountText: "0" })).amountErrorId).toBe("amount.invalid");
  });

  it("shows what a reverse swap receives after the fixed part and the percentage (rounded up)", () => {
    const figures = bitcoinFormFigures(input({ amountText: "50000" }));
    // 0.25 % of 50,000 = 125 sats, plus the fixed 300.
    expect(figures.amounts).toEqual({
      sendSat: 50_000n,
      receiveSat: 49_575n,
      percentageFeeSat: 125n,
      minerFeeSat: 300n,
    });
    expect(figures.ready).toBe(true);
    expect(feePercentText(testPair("reverse").fees.rate, "es")).toBe("0,25 %");
    expect(feePercentText(testPair("reverse", "0.1").fees.rate, "en")).toBe("0.1 %");
    expect(feePartsText(testPair("reverse", "0.25", 1_500n).fees, "pt")).toEqual({
      fixed: "1.500 sats",
      percent: "0,25 %",
    });
  });

  it("refuses amounts outside the pair's limits with the catalogue's messages", () => {
    const low = bitcoinFormFigures(input({ amountText: "2499" }));
    expect(text(low.limitError)).toBe("El monto mínimo es 2.500 sats.");
    expect(low.ready).toBe(false);
    const high = bitcoinFormFigures(input({ amountText: "10000001" }));
    expect(text(high.limitError)).toBe("El monto máximo es 10.000.000 sats.");
  });

  it("checks the invoice of RBTC → BTC: required, valid, network, amount, lightning: prefix", async () => {
    const sub = (invoiceText: string, amountText = "50000") =>
      bitcoinFormFigures(input({ direction: "rbtcToBtc", pair: testPair("submarine"), amountText, invoiceText }));
    expect(sub("").invoiceError?.id).toBe("validation.invoiceRequired");
    expect(sub("lnbcrt1garbage").invoiceError?.id).toBe("validation.invoiceInvalid");
    const testnet = await signedInvoice({ amountSat: 50_000n, prefix: "lntb" });
    expect(sub(testnet).invoiceError?.id).toBe("validation.invoiceWrongNetwork");
    const other = await signedInvoice({ amountSat: 40_000n });
    expect(sub(other).invoiceError?.id).toBe("validation.invoiceAmountMismatch");
    const expired = await signedInvoice({ amountSat: 50_000n, timestamp: NOW - 7200 });
    expect(sub(expired).invoiceError?.id).toBe("validation.invoiceExpired");
    const good = await signedInvoice({ amountSat: 50_000n });
    expect(sub(`LIGHTNING:${good}`)).toMatchObject({ invoiceOk: true, invoiceError: undefined, ready: true });
    // Without an amount yet, an invoice is not refused for its amount.
    expect(sub(good, "").invoiceError).toBeUndefined();
    // The maintenance notice blocks RBTC → BTC.
    expect(
      bitcoinFormFigures(
        input({
          direction: "rbtcToBtc",
          pair: testPair("submarine"),
          amountText: "50000",
          invoiceText: good,
          maintenance: true,
        }),
      ).ready,
    ).toBe(false);
  });

  it("shows what a submarine swap locks: the invoice plus both fees", async () => {
    const good = await signedInvoice({ amountSat: 50_000n });
    const figures = bitcoinFormFigures(
      input({ direction: "rbtcToBtc", pair: testPair("submarine", "0.1"), amountText: "50000", invoiceText: good }),
    );
    expect(figures.amounts).toMatchObject({ sendSat: 50_350n, receiveSat: 50_000n });
  });

  it("on chain: BTC → RBTC is a chain swap whose RBTC lock is the BTC sent less Boltz's server fee and percentage", () => {
    const chainPair = testPair("chain", "0.1", 300n);
    const figures = bitcoinFormFigures(input({ route: "onchain", pair: chainPair, amountText: "50.000" }));
    // 0.1 % of 50,000 = 50 sats, plus the chain pair's fixed 300.
    expect(figures.amounts).toEqual({
      sendSat: 50_000n,
      receiveSat: 49_650n,
      percentageFeeSat: 50n,
      minerFeeSat: 300n,
    });
    expect(figures.ready).toBe(true);
    expect(figures.invoiceError).toBeUndefined();
    // The chain pair's limits, with the catalogue's messages.
    const low = bitcoinFormFigures(input({ route: "onchain", pair: chainPair, amountText: "2499" }));
    expect(text(low.limitError)).toBe("El monto mínimo es 2.500 sats.");
    expect(low.ready).toBe(false);
    // An amount the fees would eat whole inside the limits: nothing left to receive.
    const eaten = bitcoinFormFigures(
      input({
        route: "onchain",
        pair: { ...chainPair, limits: { minimalSat: 100n, maximalSat: 1_000n } },
        amountText: "300",
      }),
    );
    expect(eaten.amounts).toBeUndefined();
    expect(eaten.limitError?.id).toBe("lightning.belowMinimum");
    // The BTC amount is what is sent on chain, in BTC as in sats.
    expect(
      bitcoinFormFigures(input({ route: "onchain", pair: chainPair, unit: "btc", amountText: "0,0005" })).amounts
        ?.receiveSat,
    ).toBe(49_650n);
  });

  it("maps each route and direction to its pair; a pair of another type never makes the form ready", () => {
    expect(swapTypeOf("lightning", "btcToRbtc")).toBe("reverse");
    expect(swapTypeOf("lightning", "rbtcToBtc")).toBe("submarine");
    expect(swapTypeOf("onchain", "btcToRbtc")).toBe("chain");
    expect(swapTypeOf("onchain", "rbtcToBtc")).toBe("chainToBtc");
    // Still loading the chain pair after a switch.
    expect(bitcoinFormFigures(input({ route: "onchain", pair: testPair("reverse"), amountText: "50000" })).ready).toBe(
      false,
    );
  });

  it("on chain RBTC → BTC: the RBTC lock, the provider's BTC lock less the claim fee, and the user's BTC address", () => {
    const rbtcToBtc = (btcAddressText: string, overrides: Partial<BitcoinFormInput> = {}) =>
      bitcoinFormFigures(
        input({
          route: "onchain",
          direction: "rbtcToBtc",
          pair: testPair("chainToBtc", "0.1", 300n),
          amountText: "50000",
          btcAddressText,
          ...overrides,
        }),
      );
    const ok = rbtcToBtc("bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080");
    // 50,000 − 0.1 % (50) − 300 is the BTC lock (49,650); the claim pays 150 of it to miners.
    expect(ok).toMatchObject({ claimFeeSat: 150n, btcAddressOk: true, btcAddressError: undefined, ready: true });
    expect(ok.amounts).toMatchObject({ sendSat: 50_000n, receiveSat: 49_500n });
    expect(text(rbtcToBtc("").btcAddressError)).toBe(translateError("validation.bitcoinAddressRequired", "es").message);
    expect(text(rbtcToBtc("bcrt1qnotanaddress").btcAddressError)).toBe(
      translateError("validation.bitcoinAddressInvalid", "es").message,
    );
    const mainnet = rbtcToBtc("bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4");
    expect(text(mainnet.btcAddressError)).toBe(translateError("validation.bitcoinAddressWrongNetwork", "es").message);
    expect(mainnet.ready).toBe(false);
    // Nothing typed yet: no message.
    expect(rbtcToBtc("", { amountText: "" }).btcAddressError).toBeUndefined();
    // The RBTC → BTC maintenance blocks it as it blocks the Lightning direction.
    expect(rbtcToBtc("bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080", { maintenance: true }).ready).toBe(false);
  });
});
