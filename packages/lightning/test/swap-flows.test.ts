/**
 * The client end to end against the REAL Boltz stand-in (@ceiba/boltz-standin) on the local chain with the
 * EtherSwap npm start deploys: swaps created through Boltz's API, the simulated Lightning and Bitcoin sides
 * driven by the stand-in's /__standin controls, statuses followed over its WebSocket, and every lock, claim
 * and refund through the real contract. Dishonest answers are the stand-in's real answers altered on the way
 * (the client's `fetch`), so the client is shown refusing them before storing anything.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { secp256k1 } from "@noble/curves/secp256k1";
import WebSocket from "ws";
import { encodeLightningInvoice, parseFeePercentage, satsToWei } from "@ceiba/core";
import { startBoltzStandin, type RunningBoltzStandin } from "@ceiba/boltz-standin";
import type { Address } from "viem";
import { createBoltzClient, type BoltzClient } from "../src/boltz-api/boltz-client";
import { boltzEnvironmentForChain } from "../src/boltz-api/boltz-environment";
import type { FetchLike } from "../src/boltz-api/boltz-http";
import { createSwapUpdates, type WebSocketLike } from "../src/boltz-api/swap-updates";
import { lockCall } from "../src/ether-swap/ether-swap-calls";
import { sendEtherSwapCall } from "../src/ether-swap/send-ether-swap-call";
import { nextSwapAction } from "../src/swap-flow/next-swap-action";
import { claimBtcSwap } from "../src/swap-flow/btc-claim";
import { refundBtcSwap } from "../src/swap-flow/btc-refund";
import {
  startChainSwap,
  startChainToBtcSwap,
  startReverseSwap,
  startSubmarineSwap,
  type StartSwapContext,
} from "../src/swap-flow/start-swap";
import { readSwapChainView } from "../src/swap-flow/swap-chain-view";
import { claimSwap, lockSubmarineSwap, refundSubmarineSwap } from "../src/swap-flow/swap-transactions";
import { generatePreimage } from "../src/swap-secrets/preimage";
import { parseRefundFile, refundFileOf } from "../src/swap-secrets/refund-file";
import type { StoredSubmarineSwap, StoredSwap } from "../src/swap-secrets/stored-swap";
import { createMemorySwapStore, type SwapStore } from "../src/swap-secrets/swap-store";
import { account, publicClient, rpcUrl, walletFor } from "./chain";

const USER = 1;
let standin: RunningBoltzStandin;
let client: BoltzClient;

beforeAll(async () => {
  standin = await startBoltzStandin({ rpcUrl, port: 0, pollMs: 100 });
  const environment = boltzEnvironmentForChain(1337, { regtestUrl: standin.apiUrl });
  if (!environment) throw new Error("no regtest environment");
  expect(environment).toMatchObject({ apiUrl: standin.url, wsUrl: standin.wsUrl });
  client = createBoltzClient({ baseUrl: environment.apiUrl });
});
afterAll(async () => {
  await standin?.close();
});

function contextWith(store: SwapStore = createMemorySwapStore(), boltz: BoltzClient = client): StartSwapContext {
  return { client: boltz, store, publicClient, chainId: 1337, nowSeconds: Math.floor(Date.now() / 1000) };
}

const walletOf = (store: SwapStore) => ({ publicClient, walletClient: walletFor(USER), store });

/** What the state machine says now: the stand-in's status (REST) and the chain. */
async function actionOf(swap: StoredSwap) {
  const { status } = await client.getSwapStatus(swap.id);
  return nextSwapAction(swap, status, await readSwapChainView(publicClient, swap));
}

async function control(path: string, body: unknown = {}): Promise<Record<string, unknown>> {
  const res = await fetch(`${standin.url}/__standin${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

async function until<T>(read: () => Promise<T> | T, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out at ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const statusIs = (swap: StoredSwap, status: string) =>
  until(
    async () => (await client.getSwapStatus(swap.id)).status,
    (now) => now === status,
  );

/** Every status the client's WebSocket follower delivers for the swaps it is given. */
function followStatuses() {
  const seen = new Map<string, string[]>();
  const updates = createSwapUpdates({
    wsUrl: standin.wsUrl,
    client,
    connect: (url) => new WebSocket(url) as unknown as WebSocketLike,
    onUpdate: (id, update) => seen.set(id, [...(seen.get(id) ?? []), update.status]),
  });
  return { updates, of: (id: string) => seen.get(id) ?? [] };
}

/** An invoice of the stand-in's local Lightning wallet (it can pay it, knowing the preimage). */
async function walletInvoice(amountSat: number): Promise<string> {
  return String((await control("/invoices", { amount: amountSat })).invoice);
}

async function lockedSubmarine(amountSat: bigint, store: SwapStore, failPayment: boolean) {
  const invoice = await walletInvoice(Number(amountSat));
  const swap = await startSubmarineSwap(contextWith(store), {
    invoice,
    amountSat,
    refundAddress: account(USER).address,
  });
  if (failPayment) await control(`/swaps/${swap.id}/fail-payment`);
  await lockSubmarineSwap(walletOf(store), swap);
  return swap;
}

describe("reverse swap (Lightning → RBTC) against the stand-in", () => {
  it("created → invoice paid (control) → Boltz's lock verified → claimed by the client → invoice.settled over the WebSocket", async () => {
    const store = createMemorySwapStore();
    const swap = await startReverseSwap(contextWith(store), {
      invoiceAmountSat: 100_000n,
      claimAddress: account(USER).address,
    });
    // 100,000 sats less the stand-in's 0.25 % (250) and its lockup fee (200): at least what core quoted.
    expect(swap.onchainAmountSat).toBe(99_550n);
    expect(swap.invoice.startsWith("lnbcrt1m1")).toBe(true);
    // The pair's fee is kept with the swap (the server's history shows it): 0.25 % + 200 sats.
    const fees = { rate: parseFeePercentage("0.25"), minerFeeSat: 200n };
    expect(swap.fees).toEqual(fees);
    expect((await store.get(swap.id))?.kind === "reverse" && (await store.get(swap.id))).toMatchObject({
      preimage: swap.preimage,
      fees,
    });
    // The secret was kept before the POST (start-swap.test.ts checks the order); now only the swap holds it.
    expect(await store.listPending()).toEqual([]);
    const follow = followStatuses();
    follow.updates.subscribe([swap.id]);
    expect(await actionOf(swap)).toEqual({ type: "payInvoice", invoice: swap.invoice });

    await control("/invoices/pay", { invoice: swap.invoice });
    expect(await actionOf(swap)).toEqual({ type: "claim" });
    const before = await publicClient.getBalance({ address: account(USER).address });
    const heard: string[] = [];
    const claimed = await claimSwap(walletOf(store), swap, {
      onAwaitingSignature: () => heard.push("awaitingSignature"),
      onHash: async (hash, saved) => {
        heard.push("hash");
        // The hash is in the store when the caller hears of it, before the receipt is awaited.
        expect((await store.get(swap.id))?.claimTx).toBe(hash);
        expect(saved.claimTx).toBe(hash);
      },
    });
    expect(heard).toEqual(["awaitingSignature", "hash"]);
    const after = await publicClient.getBalance({ address: account(USER).address });
    expect(after - before).toBeGreaterThan(satsToWei(swap.onchainAmountSat) - 10n ** 15n);
    expect(await actionOf(swap)).toEqual({ type: "done", outcome: "claimed" });
    expect((await store.get(swap.id))?.claimTx).toBe(claimed);

    // Boltz's order for a reverse swap, each status once.
    await until(
      () => follow.of(swap.id),
      (seen) => seen.includes("invoice.settled"),
    );
    expect(follow.of(swap.id)).toEqual([
      "swap.created",
      "transaction.mempool",
      "transaction.confirmed",
      "invoice.settled",
    ]);
    follow.updates.close();
  });

  it("interrupted after the payment (client state dropped), rebuilt from the SwapStore, Boltz's status and the chain: claims", async () => {
    const store = createMemorySwapStore();
    const { id, invoice } = await startReverseSwap(contextWith(store), {
      invoiceAmountSat: 60_000n,
      claimAddress: account(USER).address,
    });
    await control("/invoices/pay", { invoice });

    // A reload: nothing but the store survives. The swap, its status and its lock are read back.
    const resumed = await store.get(id);
    if (!resumed) throw new Error("the swap is not in the store");
    const status = await statusIs(resumed, "transaction.confirmed");
    const view = await readSwapChainView(publicClient, resumed);
    expect(nextSwapAction(resumed, status, view)).toEqual({ type: "claim" });
    if (resumed.kind !== "reverse") throw new Error("not a reverse swap");
    await claimSwap(walletOf(store), resumed);
    expect(await actionOf(resumed)).toEqual({ type: "done", outcome: "claimed" });
    await statusIs(resumed, "invoice.settled");
  });

  it("resumes in a fresh browser from the refund file alone", async () => {
    const swap = await startReverseSwap(contextWith(), {
      invoiceAmountSat: 40_000n,
      claimAddress: account(USER).address,
    });
    const loaded = parseRefundFile(refundFileOf(swap));
    if (!loaded.ok || loaded.swap.kind !== "reverse") throw new Error("refund file not read back");
    const freshStore = createMemorySwapStore();
    await freshStore.save(loaded.swap);
    await control("/invoices/pay", { invoice: loaded.swap.invoice });
    expect(await actionOf(loaded.swap)).toEqual({ type: "claim" });
    await claimSwap(walletOf(freshStore), loaded.swap);
    expect(await actionOf(loaded.swap)).toEqual({ type: "done", outcome: "claimed" });
  });

  it("never claims a lock of other values: a lock for the same hash with another amount is a mismatch", async () => {
    const swap = await startReverseSwap(contextWith(), {
      invoiceAmountSat: 50_000n,
      claimAddress: account(USER).address,
    });
    // Someone (not the stand-in) locks less for the swap's hash, with the stand-in's timelock.
    await sendEtherSwapCall(
      publicClient,
      walletFor(5),
      lockCall(swap.etherSwapAddress, {
        preimageHash: swap.preimageHash,
        amount: satsToWei(swap.onchainAmountSat - 1_000n),
        claimAddress: swap.claimAddress,
        timelock: swap.timelock,
      }),
    );
    expect((await readSwapChainView(publicClient, swap)).lock).toBe("mismatch");
    expect(nextSwapAction(swap, "swap.created", await readSwapChainView(publicClient, swap))).toEqual({
      type: "failed",
      reason: "lightning.lockMismatch",
    });
    await expect(claimSwap(walletOf(createMemorySwapStore()), swap)).rejects.toMatchObject({
      code: "lightning.lockMismatch",
    });
  });

  it("refuses Boltz's answer when it locks less than quoted, binds another hash, or names another contract", async () => {
    const store = createMemorySwapStore();
    const claimAddress = account(USER).address;
    /** The stand-in's real answers, one route's body altered on the way. */
    const altered = (route: string, change: (body: Record<string, unknown>) => Record<string, unknown>) => {
      const fetchAltered: FetchLike = async (url, init) => {
        const response = await globalThis.fetch(url, init);
        if (`${init.method} ${new URL(url).pathname}` !== route) return response;
        const body = change((await response.json()) as Record<string, unknown>);
        return new Response(JSON.stringify(body), { status: response.status });
      };
      return createBoltzClient({ baseUrl: standin.url, fetch: fetchAltered });
    };
    const start = (boltz: BoltzClient) =>
      startReverseSwap(contextWith(store, boltz), { invoiceAmountSat: 70_000n, claimAddress });

    await expect(
      start(altered("POST /v2/swap/reverse", (body) => ({ ...body, onchainAmount: 1 }))),
    ).rejects.toMatchObject({ code: "lightning.amountMismatch" });
    const otherHash = encodeLightningInvoice(
      {
        prefix: "lnbcrt",
        amountMsat: 70_000_000n,
        timestamp: Math.floor(Date.now() / 1000),
        paymentHash: "33".repeat(32),
      },
      (hash) => {
        const signature = secp256k1.sign(hash, "22".repeat(32));
        return { compact: signature.toCompactRawBytes(), recoveryId: signature.recovery };
      },
    );
    await expect(
      start(altered("POST /v2/swap/reverse", (body) => ({ ...body, invoice: otherHash }))),
    ).rejects.toMatchObject({ code: "lightning.providerInvalidAnswer" });
    await expect(
      start(
        altered("GET /v2/chain/contracts", () => ({
          rsk: { network: { chainId: 1337 }, swapContracts: { EtherSwap: account(7).address } },
        })),
      ),
    ).rejects.toMatchObject({ code: "lightning.contractUnexpected" });
    await expect(
      startReverseSwap(contextWith(store), { invoiceAmountSat: 1_000n, claimAddress }),
    ).rejects.toMatchObject({ code: "lightning.belowMinimum" });
    expect(await store.list()).toEqual([]);
    // Refused answers leave no pending secret behind either.
    expect(await store.listPending()).toEqual([]);
  });
});

describe("submarine swap (RBTC → Lightning) against the stand-in", () => {
  it("an invoice of the stand-in's wallet: the client locks the quoted amount, the stand-in pays and claims", async () => {
    const store = createMemorySwapStore();
    const invoice = await walletInvoice(50_000);
    const swap = await startSubmarineSwap(contextWith(store), {
      invoice,
      amountSat: 50_000n,
      refundAddress: account(USER).address,
    });
    // 50,000 sats, 0.1 % (50) and the miner fee (150); a Boltz-like timelock, at least 120 blocks ahead.
    expect(swap.lockAmountSat).toBe(50_200n);
    expect(swap.timelock - swap.createdAtBlock).toBeGreaterThanOrEqual(120n);
    expect(await actionOf(swap)).toEqual({ type: "lock" });
    const follow = followStatuses();
    follow.updates.subscribe([swap.id]);

    await lockSubmarineSwap(walletOf(store), swap);
    expect((await store.get(swap.id))?.lockTx).toMatch(/^0x/);
    await statusIs(swap, "transaction.claimed");
    expect(await actionOf(swap)).toEqual({ type: "done", outcome: "paid" });
    await until(
      () => follow.of(swap.id),
      (seen) => seen.includes("transaction.claimed"),
    );
    expect(follow.of(swap.id)).toEqual(expect.arrayContaining(["invoice.set", "invoice.paid", "transaction.claimed"]));
    follow.updates.close();
  });

  it("payment fails: no refund before the timelock; after the stand-in's expire control mines past it, refunded", async () => {
    const store = createMemorySwapStore();
    const swap = await lockedSubmarine(30_000n, store, true);
    const status = await statusIs(swap, "invoice.failedToPay");
    const failed: StoredSubmarineSwap = { ...swap, providerStatus: status };
    expect(await actionOf(failed)).toEqual({ type: "refund", cooperative: true });
    await expect(refundSubmarineSwap(walletOf(store), failed)).rejects.toMatchObject({
      code: "lightning.refundNotYet",
    });

    const expired = await control(`/swaps/${swap.id}/expire`);
    expect(Number(expired.mined)).toBeGreaterThan(0);
    expect(await publicClient.getBlockNumber()).toBeGreaterThanOrEqual(swap.timelock);
    expect(nextSwapAction(failed, status, await readSwapChainView(publicClient, failed))).toEqual({
      type: "refund",
      cooperative: false,
    });
    const before = await publicClient.getBalance({ address: account(USER).address });
    await refundSubmarineSwap(walletOf(store), failed);
    const after = await publicClient.getBalance({ address: account(USER).address });
    expect(after - before).toBeGreaterThan(satsToWei(swap.lockAmountSat) - 10n ** 15n);
    expect(await actionOf(failed)).toEqual({ type: "done", outcome: "refunded" });
    await statusIs(swap, "transaction.refunded");
    await expect(refundSubmarineSwap(walletOf(store), failed)).rejects.toMatchObject({
      code: "lightning.nothingToRefund",
    });
  });

  it("payment fails: refunded at once, cooperatively, with the stand-in's EIP-712 signature", async () => {
    const store = createMemorySwapStore();
    const swap = await lockedSubmarine(25_000n, store, true);
    const failed: StoredSubmarineSwap = { ...swap, providerStatus: await statusIs(swap, "invoice.failedToPay") };
    expect(await publicClient.getBlockNumber()).toBeLessThan(swap.timelock);
    await refundSubmarineSwap(walletOf(store), failed, client);
    expect(await actionOf(failed)).toEqual({ type: "done", outcome: "refunded" });
    await statusIs(swap, "transaction.refunded");
  });

  it("refuses invoices of the wrong network, amount or with a checksum typo before asking Boltz", async () => {
    const hash = generatePreimage().preimageHash.slice(2);
    const sign = (h: Uint8Array) => {
      const s = secp256k1.sign(h, "22".repeat(32));
      return { compact: s.toCompactRawBytes(), recoveryId: s.recovery };
    };
    const timestamp = Math.floor(Date.now() / 1000);
    const mainnet = encodeLightningInvoice(
      { prefix: "lnbc", amountMsat: 50_000_000n, timestamp, paymentHash: hash },
      sign,
    );
    const refundAddress = account(USER).address;
    await expect(
      startSubmarineSwap(contextWith(), { invoice: mainnet, amountSat: 50_000n, refundAddress }),
    ).rejects.toMatchObject({ code: "validation.invoiceWrongNetwork" });
    const regtest = await walletInvoice(50_000);
    await expect(
      startSubmarineSwap(contextWith(), { invoice: regtest, amountSat: 50_001n, refundAddress }),
    ).rejects.toMatchObject({ code: "validation.invoiceAmountMismatch" });
    const typo = `${regtest.slice(0, -1)}${regtest.endsWith("q") ? "p" : "q"}`;
    await expect(
      startSubmarineSwap(contextWith(), { invoice: typo, amountSat: 50_000n, refundAddress }),
    ).rejects.toMatchObject({ code: "validation.invoiceInvalid" });
  });
});

describe("chain swap (BTC on chain → RBTC) against the stand-in", () => {
  it("the BTC lock confirmed (control) → the stand-in's RBTC lock verified → claimed by the client", async () => {
    const store = createMemorySwapStore();
    const claimAddress: Address = account(USER).address;
    const swap = await startChainSwap(contextWith(store), { userLockAmountSat: 80_000n, claimAddress });
    // 80,000 sats less 0.1 % (80) and the server's miner fee (300).
    expect(swap.onchainAmountSat).toBe(79_620n);
    expect(swap.fees).toEqual({ rate: parseFeePercentage("0.1"), minerFeeSat: 300n });
    expect(swap.btcLockupAddress.startsWith("bcrt1")).toBe(true);
    expect(await actionOf(swap)).toMatchObject({ type: "sendBtc", address: swap.btcLockupAddress, amountSat: 80_000n });

    await control(`/swaps/${swap.id}/btc-transaction`);
    await statusIs(swap, "transaction.server.confirmed");
    expect(await actionOf(swap)).toEqual({ type: "claim" });
    await claimSwap(walletOf(store), swap);
    expect(await actionOf(swap)).toEqual({ type: "done", outcome: "claimed" });
    await statusIs(swap, "transaction.claimed");
  });

  it("Boltz never locks the RBTC (control): the user's BTC refunded in the browser once its timeout's block is reached", async () => {
    const store = createMemorySwapStore();
    const swap = await startChainSwap(contextWith(store), {
      userLockAmountSat: 60_000n,
      claimAddress: account(USER).address,
    });
    await store.save(swap);
    await control(`/swaps/${swap.id}/no-server-lock`);
    await control(`/swaps/${swap.id}/btc-transaction`);
    await statusIs(swap, "transaction.confirmed");
    const destination = "bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080";
    const refund = { destinationAddress: destination, feeSat: 200n };
    // Before the BTC timeout nothing is signed or sent.
    await expect(refundBtcSwap(client, store, swap, refund)).rejects.toMatchObject({ code: "lightning.refundNotYet" });
    expect(await store.get(swap.id)).toEqual(swap);
    // The simulated Bitcoin chain moves a block every 20 of the local chain's.
    const blocks = Number(swap.btcTimeoutBlockHeight - (await client.getBitcoinHeight())) * 20 + 20;
    await control("/mine", { blocks });
    // Past its own timeout, Boltz says the swap waits for the user's refund; the client offers it.
    await statusIs(swap, "swap.waitingForRefund");
    expect(await actionOf(swap)).toEqual({ type: "refundBtc", availableAtBtcBlock: swap.btcTimeoutBlockHeight });

    const refunded = await refundBtcSwap(client, store, swap, refund);
    expect(await actionOf(refunded)).toEqual({ type: "done", outcome: "refunded" });
    expect(refunded.btcRefundTransaction).toMatchObject({ amountSat: 59_800n, address: destination });
    expect(await store.get(swap.id)).toEqual(refunded);
    // The stand-in checked it as a node would (refund leaf, the user's key, the lock time) and saw what it pays.
    const listed = (await (await fetch(`${standin.url}/__standin/swaps`)).json()) as Record<string, unknown>[];
    expect(listed.find((entry) => entry.id === swap.id)?.btcRefundTransaction).toEqual({
      id: refunded.btcRefundTransaction?.id,
      outputs: [{ address: destination, amount: 59_800 }],
    });
    // Tried again (a reload): the same stored transaction, not a second one.
    expect((await refundBtcSwap(client, store, refunded, refund)).btcRefundTransaction).toEqual(
      refunded.btcRefundTransaction,
    );
  });
});

describe("chain swap (RBTC → BTC on chain) against the stand-in", () => {
  const destination = "bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080";
  const start = (store: SwapStore, boltz: BoltzClient = client, userLockAmountSat = 90_000n) =>
    startChainToBtcSwap(contextWith(store, boltz), {
      userLockAmountSat,
      refundAddress: account(USER).address,
      btcDestinationAddress: destination,
    });

  it("locked by the client → Boltz's BTC lock → claimed in the browser to the user's address → Boltz claims the RBTC", async () => {
    const store = createMemorySwapStore();
    const swap = await start(store);
    // 90,000 less 0.1 % (90) and the server fee (300) is Boltz's BTC lock; the claim pays 150 of it to miners.
    expect(swap).toMatchObject({ lockAmountSat: 90_000n, serverLockAmountSat: 89_610n, claimFeeSat: 150n });
    expect(swap.btcLockupAddress).toMatch(/^bcrt1p/);
    expect(await store.get(swap.id)).toEqual(swap);
    expect(await actionOf(swap)).toEqual({ type: "lock" });

    await lockSubmarineSwap(walletOf(store), swap);
    await statusIs(swap, "transaction.server.confirmed");
    expect(await actionOf(swap)).toEqual({ type: "claimBtc" });
    const claimed = await claimBtcSwap(client, store, swap);
    expect(claimed.btcClaimTransaction?.amountSat).toBe(89_460n);
    expect(await store.get(swap.id)).toEqual(claimed);
    await statusIs(swap, "transaction.claimed");
    expect(await actionOf(claimed)).toEqual({ type: "done", outcome: "claimed" });
    // The stand-in checked the claim's signature and preimage, and saw it pay the user's address.
    const listed = (await (await fetch(`${standin.url}/__standin/swaps`)).json()) as Record<string, unknown>[];
    expect(listed.find((entry) => entry.id === swap.id)?.btcClaimTransaction).toEqual({
      id: claimed.btcClaimTransaction?.id,
      outputs: [{ address: destination, amount: 89_460 }],
    });
    // Sent again after a reload: the same stored transaction, not a second one.
    expect((await claimBtcSwap(client, store, claimed)).btcClaimTransaction).toEqual(claimed.btcClaimTransaction);
  });

  it("Boltz never locks BTC (control): waits, then refunds the RBTC after the timelock", async () => {
    const store = createMemorySwapStore();
    const swap = await start(store, client, 40_000n);
    await control(`/swaps/${swap.id}/no-server-lock`);
    await lockSubmarineSwap(walletOf(store), swap);
    await statusIs(swap, "transaction.confirmed");
    expect(await actionOf(swap)).toEqual({ type: "wait", for: "boltzBtcLock", refundAtBlock: swap.timelock });
    await control(`/swaps/${swap.id}/expire`);
    expect(await actionOf(swap)).toEqual({ type: "refund", cooperative: false });
    const before = await publicClient.getBalance({ address: account(USER).address });
    await refundSubmarineSwap(walletOf(store), swap);
    const after = await publicClient.getBalance({ address: account(USER).address });
    expect(after - before).toBeGreaterThan(satsToWei(swap.lockAmountSat) - 10n ** 15n);
    expect(await actionOf(swap)).toEqual({ type: "done", outcome: "refunded" });
  });

  it("refuses Boltz's answer when its lockup address, tree or amounts are not the swap's, before storing anything", async () => {
    const store = createMemorySwapStore();
    const altered = (change: (body: Record<string, Record<string, unknown>>) => unknown) =>
      createBoltzClient({
        baseUrl: standin.url,
        fetch: async (url, init) => {
          const response = await globalThis.fetch(url, init);
          if (`${init.method} ${new URL(url).pathname}` !== "POST /v2/swap/chain") return response;
          const body = (await response.json()) as Record<string, Record<string, unknown>>;
          return new Response(JSON.stringify(change(body)), { status: response.status });
        },
      });
    const claimDetails = (body: Record<string, Record<string, unknown>>, change: Record<string, unknown>) => ({
      ...body,
      claimDetails: { ...body.claimDetails, ...change },
    });
    await expect(
      start(
        store,
        altered((body) => claimDetails(body, { lockupAddress: "bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080" })),
      ),
    ).rejects.toMatchObject({ code: "lightning.providerInvalidAnswer" });
    await expect(
      start(
        store,
        altered((body) => claimDetails(body, { timeoutBlockHeight: 99_999 })),
      ),
    ).rejects.toMatchObject({ code: "lightning.providerInvalidAnswer" });
    await expect(
      start(
        store,
        altered((body) => claimDetails(body, { amount: 1_000 })),
      ),
    ).rejects.toMatchObject({
      code: "lightning.amountMismatch",
    });
    await expect(
      start(
        store,
        altered((body) => ({ ...body, lockupDetails: { ...body.lockupDetails, amount: 1 } })),
      ),
    ).rejects.toMatchObject({ code: "lightning.amountMismatch" });
    await expect(
      startChainToBtcSwap(contextWith(store), {
        userLockAmountSat: 90_000n,
        refundAddress: account(USER).address,
        btcDestinationAddress: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
      }),
    ).rejects.toMatchObject({ code: "validation.bitcoinAddressWrongNetwork" });
    expect(await store.list()).toEqual([]);
    expect(await store.listPending()).toEqual([]);
  });
});
