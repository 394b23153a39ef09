import { createMemorySwapStore, preimageMatches, type BoltzClient } from "@ceiba/lightning";
import type { PublicClient } from "viem";
import { describe, expect, it } from "vitest";
import { createBoltzServices } from "./boltz-services";
import { lightningSwapRecord } from "./record-lightning-swap";
import { readRefundFile } from "./refund-file-download";
import { BOLTZ_ADDRESS, NOW, TEST_ETHER_SWAP, USER, signedInvoice, testPair } from "./test-bitcoin-swaps";

/** A fake Boltz at the client boundary whose reverse swap answers a real invoice bound to the preimage hash. */
function fakeBoltz(order: string[], store: ReturnType<typeof createMemorySwapStore>): BoltzClient {
  return {
    options: { baseUrl: "http://boltz.test" },
    getPair: async (type) => testPair(type),
    async createReverseSwap(request) {
      order.push(`create (stored: ${(await store.list()).length})`);
      return {
        id: "rev-created",
        invoice: await signedInvoice({
          amountSat: request.invoiceAmountSat,
          paymentHash: request.preimageHash.slice(2),
        }),
        etherSwapAddress: TEST_ETHER_SWAP,
        refundAddress: BOLTZ_ADDRESS,
        timeoutBlockHeight: 400n,
        onchainAmountSat: 49_575n,
      };
    },
    createSubmarineSwap: async () => {
      throw new Error("unused");
    },
    createChainSwap: async () => {
      throw new Error("unused");
    },
    getSwapStatus: async () => ({ status: "swap.created" }),
    getEtherSwapAddress: async () => TEST_ETHER_SWAP,
    getCooperativeRefundSignature: async () => `0x${"00".repeat(65)}`,
  };
}

/** A node that knows EtherSwap version 6 at TEST_ETHER_SWAP, at block 100. */
const fakeNode = {
  getBlockNumber: async () => 100n,
  getCode: async () => "0x6080",
  readContract: async () => 6,
} as unknown as PublicClient;

describe("createBoltzServices over @ceiba/lightning", () => {
  it("creates a reverse swap whose secrets are stored before it is shown; the refund file restores it", async () => {
    const order: string[] = [];
    const store = createMemorySwapStore();
    const services = createBoltzServices({
      environment: { network: "regtest", chainId: 1337, apiUrl: "http://boltz.test", wsUrl: "ws://boltz.test/v2/ws" },
      publicClient: fakeNode,
      walletClient: async () => {
        throw new Error("no wallet in this test");
      },
      store,
      boltz: fakeBoltz(order, store),
      now: () => NOW,
    });
    const swap = await services.startReverse({ invoiceAmountSat: 50_000n, claimAddress: USER });
    expect(order).toEqual(["create (stored: 0)"]);
    // Stored with its preimage by the time the invoice can be shown (no funds move before this).
    const stored = await store.get("rev-created");
    expect(stored).toEqual(swap);
    expect(stored?.kind === "reverse" && preimageMatches(stored.preimage, stored.preimageHash)).toBe(true);

    // The server's record carries no secret.
    const record = JSON.stringify(lightningSwapRecord(swap));
    expect(record).not.toContain(swap.kind === "reverse" ? swap.preimage.slice(2) : "-");
    expect(lightningSwapRecord(swap)).toMatchObject({
      id: "rev-created",
      provider: "lightning",
      address: USER.toLowerCase(),
      fromToken: { id: "BTC" },
      fromAmount: "50000",
      toAmount: "495750000000000",
      // The invoice Boltz answered and the pair's fee (testPair: 300 sats + 0.25 %), for another device to show.
      invoice: swap.kind === "reverse" ? swap.invoice : "",
      feeFixedSat: "300",
      feePercent: "0.25",
    });

    // Refund file → another browser.
    const { refundFileOf } = await import("@ceiba/lightning");
    expect(readRefundFile(refundFileOf(swap), 1337)).toEqual({ ok: true, swap });
    expect(readRefundFile(refundFileOf(swap), 31)).toEqual({ ok: false, errorId: "lightning.wrongChain" });
    expect(readRefundFile("{}", 1337)).toEqual({ ok: false, errorId: "lightning.refundFileInvalid" });
  });
});
