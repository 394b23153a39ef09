/**
 * The order of a swap transaction's steps and hooks, over a node and a wallet that log every call (no chain:
 * test/swap-flows.test.ts sends the same transactions to the real contract). What matters: the wallet opens
 * only after the simulation, and the hash is stored with the swap before the receipt is awaited.
 */
import { describe, expect, it } from "vitest";
import type { Account, Chain, Hash, PublicClient, Transport, WalletClient } from "viem";
import { EtherSwapCallReverted, sendEtherSwapCall } from "../ether-swap/send-ether-swap-call";
import type { StoredSubmarineSwap } from "../swap-secrets/stored-swap";
import { createMemorySwapStore, type SwapStore } from "../swap-secrets/swap-store";
import { forgetRevertedLock, lockSubmarineSwap, sentSwapTransaction, type SwapWallet } from "./swap-transactions";

const USER = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const HASH: Hash = `0x${"5e".repeat(32)}`;

const submarine: StoredSubmarineSwap = {
  id: "sub1",
  kind: "submarine",
  chainId: 1337,
  createdAt: 1_700_000_000,
  createdAtBlock: 10n,
  etherSwapAddress: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
  preimageHash: `0x${"11".repeat(32)}`,
  claimAddress: "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
  refundAddress: USER,
  timelock: 500n,
  invoice: "lnbcrt1",
  invoiceAmountSat: 50_000n,
  lockAmountSat: 50_205n,
  providerStatus: "invoice.set",
};

/** A node (EtherSwap version 6, a simulation that passes unless told) and a wallet, logging into `events`. */
function loggingWallet(
  events: string[],
  options: { revertSimulation?: boolean; refuseSignature?: boolean; revertReceipt?: boolean } = {},
) {
  const store = createMemorySwapStore();
  const loggedStore: SwapStore = {
    ...store,
    async save(swap) {
      await store.save(swap);
      events.push(`store.save lockTx=${swap.lockTx ?? "-"}`);
    },
  };
  const publicClient = {
    getCode: async () => "0x6080",
    readContract: async () => 6,
    call: async () => {
      events.push("simulate");
      if (options.revertSimulation) throw new Error("execution reverted");
      return { data: "0x" };
    },
    estimateGas: async () => {
      events.push("estimateGas");
      return 50_000n;
    },
    getGasPrice: async () => 60_000_000n,
    waitForTransactionReceipt: async ({ hash }: { hash: Hash }) => {
      events.push(`waitForReceipt ${hash === HASH ? "HASH" : hash}`);
      return { status: options.revertReceipt ? "reverted" : "success" };
    },
  } as unknown as PublicClient;
  const walletClient = {
    account: { address: USER },
    chain: { id: 1337 },
    sendTransaction: async () => {
      events.push("wallet.sendTransaction");
      if (options.refuseSignature) throw new Error("User rejected the request.");
      return HASH;
    },
  } as unknown as WalletClient<Transport, Chain, Account>;
  const wallet: SwapWallet = { publicClient, walletClient, store: loggedStore };
  return { wallet, store };
}

describe("lockSubmarineSwap hooks", () => {
  it("simulates, opens the wallet (onAwaitingSignature), stores the hash, tells onHash, then awaits the receipt", async () => {
    const events: string[] = [];
    const { wallet, store } = loggingWallet(events);
    const hash = await lockSubmarineSwap(wallet, submarine, {
      onAwaitingSignature: () => events.push("onAwaitingSignature"),
      onHash: async (sent, swap) => {
        // Stored by the time the caller hears of it: a reload from here on finds the hash.
        events.push(`onHash ${sent === HASH ? "HASH" : sent} stored=${(await store.get("sub1"))?.lockTx === HASH}`);
        expect(swap).toEqual({ ...submarine, lockTx: HASH });
      },
    });
    expect(hash).toBe(HASH);
    expect(events).toEqual([
      "simulate",
      "estimateGas",
      "onAwaitingSignature",
      "wallet.sendTransaction",
      `store.save lockTx=${HASH}`,
      "onHash HASH stored=true",
      "waitForReceipt HASH",
    ]);
  });

  it("never opens the wallet when the simulation reverts; a refused signature stores nothing", async () => {
    const reverted: string[] = [];
    const onAwaitingSignature = () => reverted.push("onAwaitingSignature");
    await expect(
      lockSubmarineSwap(loggingWallet(reverted, { revertSimulation: true }).wallet, submarine, { onAwaitingSignature }),
    ).rejects.toThrow("execution reverted");
    expect(reverted).toEqual(["simulate"]);

    const refused: string[] = [];
    const { wallet, store } = loggingWallet(refused, { refuseSignature: true });
    await expect(
      lockSubmarineSwap(wallet, submarine, {
        onAwaitingSignature: () => refused.push("onAwaitingSignature"),
        onHash: () => void refused.push("onHash"),
      }),
    ).rejects.toThrow("User rejected");
    expect(refused).toEqual(["simulate", "estimateGas", "onAwaitingSignature", "wallet.sendTransaction"]);
    expect(await store.get("sub1")).toBeUndefined();
  });

  it("a lock mined reverted is forgotten: the swap's next step is the lock again, not a confirmation forever", async () => {
    const events: string[] = [];
    const { wallet, store } = loggingWallet(events, { revertReceipt: true });
    await store.save(submarine);
    const failed = lockSubmarineSwap(wallet, submarine);
    await expect(failed).rejects.toThrow(EtherSwapCallReverted);
    await expect(failed).rejects.toMatchObject({ hash: HASH });
    expect(events.slice(-3)).toEqual([`store.save lockTx=${HASH}`, "waitForReceipt HASH", "store.save lockTx=-"]);
    expect(await store.get("sub1")).toEqual(submarine);
  });

  it("forgetRevertedLock forgets only the reverted hash: a newer lock stays", async () => {
    const store = createMemorySwapStore();
    const newer: Hash = `0x${"77".repeat(32)}`;
    await store.save({ ...submarine, lockTx: newer });
    await forgetRevertedLock(store, "sub1", HASH);
    expect((await store.get("sub1"))?.lockTx).toBe(newer);
    await forgetRevertedLock(store, "sub1", newer);
    expect(await store.get("sub1")).toEqual(submarine);
  });

  it("sendEtherSwapCall alone: the same order, without a store", async () => {
    const events: string[] = [];
    const { wallet } = loggingWallet(events);
    await sendEtherSwapCall(
      wallet.publicClient,
      wallet.walletClient,
      { to: submarine.etherSwapAddress, data: "0x", value: 1n, gas: 70_710n },
      {
        onAwaitingSignature: () => events.push("onAwaitingSignature"),
        onHash: (hash) => void events.push(`onHash ${hash === HASH ? "HASH" : hash}`),
      },
    );
    // A fixed gas (the claim's) is not estimated.
    expect(events).toEqual([
      "simulate",
      "onAwaitingSignature",
      "wallet.sendTransaction",
      "onHash HASH",
      "waitForReceipt HASH",
    ]);
  });
});

describe("sentSwapTransaction", () => {
  it("finds the stored hash of the step the swap is at, so a reload watches it instead of sending again", () => {
    const claimTx: Hash = `0x${"c1".repeat(32)}`;
    const reverse = {
      ...submarine,
      kind: "reverse" as const,
      preimage: `0x${"22".repeat(32)}` as const,
      onchainAmountSat: 49_599n,
    };
    expect(sentSwapTransaction({ ...reverse, claimTx }, { type: "claim" })).toEqual({ kind: "claim", hash: claimTx });
    expect(sentSwapTransaction(reverse, { type: "claim" })).toBeUndefined();
    expect(sentSwapTransaction({ ...submarine, lockTx: HASH }, { type: "wait", for: "lockConfirmation" })).toEqual({
      kind: "lock",
      hash: HASH,
    });
    expect(sentSwapTransaction({ ...submarine, refundTx: HASH }, { type: "refund", cooperative: false })).toEqual({
      kind: "refund",
      hash: HASH,
    });
    // A lock that is confirmed: nothing to watch (the lock's hash stays stored).
    expect(
      sentSwapTransaction({ ...submarine, lockTx: HASH }, { type: "wait", for: "boltzPayment", refundAtBlock: 500n }),
    ).toBeUndefined();
  });
});
