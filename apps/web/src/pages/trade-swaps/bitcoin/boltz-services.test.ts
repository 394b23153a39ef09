import {
  PENDING_SWAP_MAX_AGE_SECONDS,
  btcLockupOf,
  createMemorySwapStore,
  generatePreimage,
  preimageMatches,
  type BoltzClient,
  type SwapStore,
} from "@ceiba/lightning";
import type { Account, Chain, Hash, PublicClient, Transport, WalletClient } from "viem";
import { describe, expect, it, vi } from "vitest";
import { createBoltzServices } from "./boltz-services";
import { lightningSwapRecord } from "./record-lightning-swap";
import { readRefundFile } from "./refund-file-download";
import {
  BOLTZ_ADDRESS,
  NOW,
  TEST_ETHER_SWAP,
  USER,
  signedInvoice,
  submarineSwap,
  testPair,
} from "./test-bitcoin-swaps";

/** Boltz's BTC key in the fake's chain answers (secp256k1's generator, a valid compressed key). */
const BOLTZ_BTC_KEY = "0x0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798";

/** The Taproot lockup a chain swap's user pays: Boltz's claim, the user's refund (what Boltz would answer). */
const chainLockupFor = (request: { preimageHash: `0x${string}`; refundPublicKey: `0x${string}` }) =>
  btcLockupOf(
    {
      preimageHash: request.preimageHash,
      claimPublicKey: BOLTZ_BTC_KEY,
      refundPublicKey: request.refundPublicKey,
      timeoutBlockHeight: 250n,
    },
    "regtest",
    "claim",
  );

/** A fake Boltz at the client boundary whose reverse swap answers a real invoice bound to the preimage hash. */
function fakeBoltz(order: string[], store: ReturnType<typeof createMemorySwapStore>): BoltzClient {
  return {
    options: { baseUrl: "http://boltz.test" },
    getPair: async (type) => testPair(type),
    async createReverseSwap(request) {
      const pending = await store.listPending();
      const kept = pending.some((p) => p.preimageHash === request.preimageHash);
      order.push(`create (stored: ${(await store.list()).length}, its secret kept: ${kept})`);
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
    async createChainSwap(request) {
      const pending = await store.listPending();
      const kept = pending.find((p) => p.preimageHash === request.preimageHash);
      order.push(
        `create chain (stored: ${(await store.list()).length}, its secret kept: ${kept !== undefined}, ` +
          `its BTC refund key kept: ${kept?.btcRefundPrivateKey !== undefined})`,
      );
      const lockup = chainLockupFor(request);
      return {
        id: "chain-created",
        btcLockup: {
          swapTree: lockup.tree,
          lockupAddress: lockup.address,
          serverPublicKey: BOLTZ_BTC_KEY,
          bip21: `bitcoin:${lockup.address}?amount=0.0005`,
          amountSat: request.userLockAmountSat,
          timeoutBlockHeight: 250n,
        },
        // testPair("chain"): 50,000 − 0.25 % (125) − 300.
        rbtcClaim: {
          etherSwapAddress: TEST_ETHER_SWAP,
          refundAddress: BOLTZ_ADDRESS,
          amountSat: 49_575n,
          timeoutBlockHeight: 400n,
        },
      };
    },
    createChainToBtcSwap: async () => {
      throw new Error("unused");
    },
    getChainServerLock: async () => undefined,
    getChainUserLock: async () => undefined,
    getBitcoinHeight: async () => 200n,
    broadcastBtcTransaction: async () => {
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
  it("drops the secrets of swaps never created, keeping a creation that may be under way", async () => {
    const store = createMemorySwapStore();
    const record = (createdAt: number) => {
      const secret = generatePreimage();
      return {
        kind: "reverse" as const,
        chainId: 1337,
        createdAt,
        createdAtBlock: 1n,
        preimageHash: secret.preimageHash,
        preimage: secret.preimage,
        claimAddress: USER,
        amountSat: 50_000n,
      };
    };
    const abandoned = record(NOW - PENDING_SWAP_MAX_AGE_SECONDS - 60);
    const underWay = record(NOW - 2);
    await store.savePending(abandoned);
    await store.savePending(underWay);
    createBoltzServices({
      environment: { network: "regtest", chainId: 1337, apiUrl: "http://boltz.test", wsUrl: "ws://boltz.test/v2/ws" },
      publicClient: {} as PublicClient,
      walletClient: async () => {
        throw new Error("no wallet in this test");
      },
      store,
      boltz: fakeBoltz([], store),
      now: () => NOW,
    });
    await vi.waitFor(async () => expect(await store.listPending()).toEqual([underWay]));
  });

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
    // The preimage was in the browser before Boltz was asked, as a pending record (never listed as a swap).
    expect(order).toEqual(["create (stored: 0, its secret kept: true)"]);
    expect(await store.listPending()).toEqual([]);
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

  it("creates a chain swap whose secrets (preimage, BTC refund key) are stored before the POST", async () => {
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
    const swap = await services.startChain({ userLockAmountSat: 50_000n, claimAddress: USER });
    expect(order).toEqual(["create chain (stored: 0, its secret kept: true, its BTC refund key kept: true)"]);
    expect(await store.listPending()).toEqual([]);
    const stored = await store.get("chain-created");
    expect(stored).toEqual(swap);
    const address = stored?.kind === "chain" ? stored.btcLockupAddress : "";
    expect(address).toMatch(/^bcrt1p/);
    expect(stored).toMatchObject({
      kind: "chain",
      btcServerPublicKey: BOLTZ_BTC_KEY,
      userLockAmountSat: 50_000n,
      onchainAmountSat: 49_575n,
    });
    expect(stored?.kind === "chain" && preimageMatches(stored.preimage, stored.preimageHash)).toBe(true);
    // The server's record: provider onchain with the BTC address, no secret.
    expect(lightningSwapRecord(swap)).toMatchObject({
      id: "chain-created",
      provider: "onchain",
      btcAddress: address,
      fromAmount: "50000",
      toAmount: "495750000000000",
    });
    const record = JSON.stringify(lightningSwapRecord(swap));
    expect(record).not.toContain(swap.preimage.slice(2));
    expect(record).not.toContain(swap.btcRefundPrivateKey.slice(2));
  });

  it("reports a lock's phases from @ceiba/lightning's hooks: the hash is stored before `sent` is told", async () => {
    const lockTx: Hash = `0x${"10".repeat(32)}`;
    const memory = createMemorySwapStore();
    const heard: string[] = [];
    const store: SwapStore = {
      ...memory,
      async save(saved) {
        await memory.save(saved);
        heard.push(`stored lockTx: ${saved.lockTx === lockTx}`);
      },
    };
    const node = {
      ...fakeNode,
      call: async () => ({ data: "0x" }),
      estimateGas: async () => 50_000n,
      getGasPrice: async () => 60_000_000n,
      waitForTransactionReceipt: async () => {
        heard.push("receipt awaited");
        return { status: "success" };
      },
    } as unknown as PublicClient;
    const walletClient = {
      account: { address: USER },
      chain: { id: 1337 },
      sendTransaction: async () => {
        heard.push("wallet signs");
        return lockTx;
      },
    } as unknown as WalletClient<Transport, Chain, Account>;
    const services = createBoltzServices({
      environment: { network: "regtest", chainId: 1337, apiUrl: "http://boltz.test", wsUrl: "ws://boltz.test/v2/ws" },
      publicClient: node,
      walletClient: async () => walletClient,
      store,
      boltz: fakeBoltz([], store),
      now: () => NOW,
    });
    const swap = submarineSwap();
    const wallet = await services.wallet();
    const hash = await wallet.lock(swap, (phase, sent) =>
      heard.push(sent ? `${phase} ${sent === lockTx ? "lockTx" : sent}` : phase),
    );
    expect(hash).toBe(lockTx);
    expect(heard).toEqual([
      "sending",
      "awaitingSignature",
      "wallet signs",
      "stored lockTx: true",
      "sent lockTx",
      "receipt awaited",
      "mined lockTx",
    ]);
  });
});
