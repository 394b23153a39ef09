import { parseFeePercentage, swapSecretFieldPaths } from "@ceiba/core";
import type { StoredChainSwap } from "@ceiba/lightning";
import { describe, expect, it } from "vitest";
import { chainHistoryStatus, lightningSwapRecord, lightningSwapStatusUpdate } from "./record-lightning-swap";
import { BOLTZ_ADDRESS, USER, reverseSwap, submarineSwap } from "./test-bitcoin-swaps";

const fees = { rate: parseFeePercentage("0.25") ?? 0n, minerFeeSat: 300n };
const PREIMAGE = `0x${"7a".repeat(32)}` as const;
const REFUND_KEY = `0x${"6b".repeat(32)}` as const;

const chainSwap = (): StoredChainSwap => ({
  ...reverseSwap({ id: "chain1", preimage: PREIMAGE, fees }),
  kind: "chain",
  btcLockupAddress: "bcrt1qexamplelockupaddress",
  userLockAmountSat: 80_000n,
  onchainAmountSat: 79_620n,
  btcRefundPrivateKey: REFUND_KEY,
  btcTimeoutBlockHeight: 900n,
});

/** What the server would see: the body as JSON, and whether it names or holds a secret. */
function sent(body: unknown) {
  const text = JSON.stringify(body);
  return { text, secretFields: swapSecretFieldPaths(JSON.parse(text)) };
}

describe("the server's record of a Lightning / on-chain swap", () => {
  it("reverse: the invoice the user pays, BTC in sats → RBTC in wei, and the pair's fee as Boltz writes it", () => {
    const swap = reverseSwap({ preimage: PREIMAGE, fees });
    const body = lightningSwapRecord(swap);
    expect(body).toEqual({
      id: "rev1",
      provider: "lightning",
      address: USER.toLowerCase(),
      fromToken: { id: "BTC", symbol: "BTC" },
      toToken: { id: "RBTC", symbol: "RBTC" },
      fromAmount: "50000",
      toAmount: "495750000000000",
      invoice: "lnbcrt500u1ptest",
      feeFixedSat: "300",
      feePercent: "0.25",
      providerStatus: "swap.created",
    });
    const { text, secretFields } = sent(body);
    expect(secretFields).toEqual([]);
    expect(text).not.toContain(PREIMAGE.slice(2));
  });

  it("submarine: RBTC in wei → the invoice paid for the user, in sats; its owner is the refund address", () => {
    const body = lightningSwapRecord(
      submarineSwap({ fees: { rate: parseFeePercentage("0.1") ?? 0n, minerFeeSat: 150n } }),
    );
    expect(body).toMatchObject({
      provider: "lightning",
      address: USER.toLowerCase(),
      fromToken: { id: "RBTC" },
      toToken: { id: "BTC" },
      fromAmount: "503500000000000",
      toAmount: "50000",
      invoice: "lnbcrt500u1ptest",
      feeFixedSat: "150",
      feePercent: "0.1",
      providerStatus: "invoice.set",
    });
    expect(body).not.toHaveProperty("btcAddress");
  });

  it("chain: the Bitcoin address, no invoice, and neither the preimage nor the BTC refund key", () => {
    const body = lightningSwapRecord(chainSwap());
    expect(body).toMatchObject({
      id: "chain1",
      provider: "onchain",
      fromAmount: "80000",
      toAmount: "796200000000000",
      btcAddress: "bcrt1qexamplelockupaddress",
      feeFixedSat: "300",
      feePercent: "0.25",
    });
    expect(body).not.toHaveProperty("invoice");
    const { text, secretFields } = sent(body);
    expect(secretFields).toEqual([]);
    expect(text).not.toContain(PREIMAGE.slice(2));
    expect(text).not.toContain(REFUND_KEY.slice(2));
  });

  it("leaves the fee out for a swap stored before its fee was kept", () => {
    const body = lightningSwapRecord(reverseSwap());
    expect(body).not.toHaveProperty("feeFixedSat");
    expect(body).not.toHaveProperty("feePercent");
  });
});

describe("the server's status of a Lightning swap", () => {
  const swap = submarineSwap();

  it("follows Boltz's status while the chain has not settled the swap", () => {
    expect(lightningSwapStatusUpdate(swap, { providerStatus: "invoice.failedToPay", action: undefined })).toEqual({
      address: USER.toLowerCase(),
      providerStatus: "invoice.failedToPay",
    });
    expect(
      lightningSwapStatusUpdate(swap, {
        providerStatus: "invoice.failedToPay",
        action: { type: "refund", cooperative: true },
      }),
    ).toEqual({ address: USER.toLowerCase(), providerStatus: "invoice.failedToPay" });
    expect(lightningSwapStatusUpdate(swap, { providerStatus: undefined, action: { type: "lock" } })).toBeUndefined();
  });

  it("is Refunded once the chain shows the user's own refund, whatever Boltz still says", () => {
    const refunded = { type: "done", outcome: "refunded" } as const;
    expect(chainHistoryStatus(refunded)).toBe("Refunded");
    expect(lightningSwapStatusUpdate(swap, { providerStatus: "invoice.failedToPay", action: refunded })).toEqual({
      address: USER.toLowerCase(),
      status: "Refunded",
    });
    expect(lightningSwapStatusUpdate(swap, { providerStatus: undefined, action: refunded })).toEqual({
      address: USER.toLowerCase(),
      status: "Refunded",
    });
    // The refund this browser sent goes with it: the server checks that transaction on chain.
    const refundTx = `0x${"7a".repeat(32)}` as const;
    expect(
      lightningSwapStatusUpdate(submarineSwap({ refundTx }), {
        providerStatus: "invoice.failedToPay",
        action: refunded,
      }),
    ).toEqual({ address: USER.toLowerCase(), status: "Refunded", txHash: refundTx });
    // A BTC refund (BTC → RBTC given up) is on Bitcoin, which the server does not read: Boltz's status goes.
    expect(
      lightningSwapStatusUpdate(chainSwap(), { providerStatus: "swap.waitingForRefund", action: refunded }),
    ).toEqual({ address: USER.toLowerCase(), providerStatus: "swap.waitingForRefund" });
    // A claimed or paid swap is Boltz's to say (transaction.claimed, invoice.settled): no status of the app's.
    expect(chainHistoryStatus({ type: "done", outcome: "paid" })).toBeUndefined();
    expect(chainHistoryStatus({ type: "done", outcome: "claimed" })).toBeUndefined();
    expect(chainHistoryStatus({ type: "failed", reason: "lightning.swapExpired" })).toBeUndefined();
  });

  it("is the refund address's for a submarine swap, the claim address's otherwise", () => {
    const other = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
    const submarine = submarineSwap({ refundAddress: other, claimAddress: BOLTZ_ADDRESS });
    expect(lightningSwapStatusUpdate(submarine, { providerStatus: "invoice.paid", action: undefined })).toEqual({
      address: other.toLowerCase(),
      providerStatus: "invoice.paid",
    });
    const reverse = reverseSwap({ claimAddress: other, refundAddress: BOLTZ_ADDRESS });
    expect(lightningSwapStatusUpdate(reverse, { providerStatus: "invoice.settled", action: undefined })).toEqual({
      address: other.toLowerCase(),
      providerStatus: "invoice.settled",
    });
  });
});
