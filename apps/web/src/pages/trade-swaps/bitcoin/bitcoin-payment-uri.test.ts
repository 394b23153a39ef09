import { describe, expect, it } from "vitest";
import { bitcoinPaymentUri } from "./bitcoin-payment-uri";
import { BTC_LOCKUP_ADDRESS } from "./test-bitcoin-swaps";

describe("bitcoinPaymentUri", () => {
  it("writes BIP-21's amount in BTC with a '.' whatever the language, exactly from the sats", () => {
    expect(bitcoinPaymentUri(BTC_LOCKUP_ADDRESS, 50_000n)).toBe(`bitcoin:${BTC_LOCKUP_ADDRESS}?amount=0.0005`);
    expect(bitcoinPaymentUri(BTC_LOCKUP_ADDRESS, 1n)).toBe(`bitcoin:${BTC_LOCKUP_ADDRESS}?amount=0.00000001`);
    expect(bitcoinPaymentUri(BTC_LOCKUP_ADDRESS, 1_234_567_891n)).toBe(
      `bitcoin:${BTC_LOCKUP_ADDRESS}?amount=12.34567891`,
    );
  });
});
