import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { secp256k1 } from "@noble/curves/secp256k1";
import { encodeLightningInvoice, satsToWei } from "@ceiba/core";
import type { Address } from "viem";
import { createBoltzClient } from "../src/boltz-api/boltz-client";
import { claimCall } from "../src/ether-swap/ether-swap-calls";
import { sendEtherSwapCall } from "../src/ether-swap/send-ether-swap-call";
import { nextSwapAction } from "../src/swap-flow/next-swap-action";
import { startReverseSwap, startSubmarineSwap, type StartSwapContext } from "../src/swap-flow/start-swap";
import { expectedLockValues, readSwapChainView } from "../src/swap-flow/swap-chain-view";
import { claimSwap, lockSubmarineSwap, refundSubmarineSwap } from "../src/swap-flow/swap-transactions";
import { generatePreimage } from "../src/swap-secrets/preimage";
import { parseRefundFile, refundFileOf } from "../src/swap-secrets/refund-file";
import type { StoredSwap } from "../src/swap-secrets/stored-swap";
import { createMemorySwapStore, type SwapStore } from "../src/swap-secrets/swap-store";
import { BOLTZ_ACCOUNT, startBoltzStandin, type BoltzStandin } from "./boltz-standin.fixture";
import { account, deployEtherSwap, publicClient, testClient, walletFor } from "./chain";

const USER = 1;
let etherSwap: Address;
let standin: BoltzStandin;

beforeAll(async () => {
  etherSwap = await deployEtherSwap();
  standin = await startBoltzStandin(etherSwap);
});
afterAll(async () => {
  await standin.close();
});

function contextWith(store: SwapStore = createMemorySwapStore()): StartSwapContext {
  return {
    client: createBoltzClient({ baseUrl: standin.url }),
    store,
    publicClient,
    chainId: 1337,
    nowSeconds: Math.floor(Date.now() / 1000),
  };
}

const walletOf = (store: SwapStore) => ({ publicClient, walletClient: walletFor(USER), store });

async function actionOf(swap: StoredSwap) {
  return nextSwapAction(swap, standin.swaps.get(swap.id)?.status, await readSwapChainView(publicClient, swap));
}

function userInvoice(amountSat: bigint, paymentHash: string): string {
  return encodeLightningInvoice(
    {
      prefix: "lnbcrt",
      amountMsat: amountSat * 1000n,
      timestamp: Math.floor(Date.now() / 1000),
      paymentHash,
      expiry: 3_600,
    },
    (hash) => {
      const signature = secp256k1.sign(hash, "22".repeat(32));
      return { compact: signature.toCompactRawBytes(), recoveryId: signature.recovery };
    },
  );
}

describe("reverse swap (Lightning → RBTC) against the stand-in and the real EtherSwap", () => {
  it("stores the secrets at creation, waits for the payment, verifies Boltz's lock and claims it", async () => {
    const store = createMemorySwapStore();
    const swap = await startReverseSwap(contextWith(store), {
      invoiceAmountSat: 100_000n,
      claimAddress: account(USER).address,
    });
    expect(swap.onchainAmountSat).toBe(100_000n - 500n - 2_772n);
    expect((await store.get(swap.id))?.kind === "reverse" && (await store.get(swap.id))).toMatchObject({
      preimage: swap.preimage,
    });
    expect(swap.invoice.startsWith("lnbcrt1m1")).toBe(true);
    expect(await actionOf(swap)).toEqual({ type: "payInvoice", invoice: swap.invoice });

    standin.setStatus(swap.id, "transaction.mempool");
    expect(await actionOf(swap)).toEqual({ type: "wait", for: "boltzLock" });
    await standin.lockReverse(swap.id);
    expect(await actionOf(swap)).toEqual({ type: "claim" });

    const before = await publicClient.getBalance({ address: account(USER).address });
    await claimSwap(walletOf(store), swap);
    const after = await publicClient.getBalance({ address: account(USER).address });
    expect(after > before).toBe(true);
    expect(await actionOf(swap)).toEqual({ type: "done", outcome: "claimed" });
    expect((await store.get(swap.id))?.claimTx).toMatch(/^0x[0-9a-f]{64}$/);
  });

  it("resumes in a fresh browser from the refund file alone", async () => {
    const swap = await startReverseSwap(contextWith(), {
      invoiceAmountSat: 60_000n,
      claimAddress: account(USER).address,
    });
    const loaded = parseRefundFile(refundFileOf(swap));
    if (!loaded.ok || loaded.swap.kind !== "reverse") throw new Error("refund file not read back");
    const freshStore = createMemorySwapStore();
    await freshStore.save(loaded.swap);
    await standin.lockReverse(swap.id);
    expect(await actionOf(loaded.swap)).toEqual({ type: "claim" });
    await claimSwap(walletOf(freshStore), loaded.swap);
    expect(await actionOf(loaded.swap)).toEqual({ type: "done", outcome: "claimed" });
  });

  it("never claims a lock of another amount or claim address", async () => {
    const swap = await startReverseSwap(contextWith(), {
      invoiceAmountSat: 50_000n,
      claimAddress: account(USER).address,
    });
    await standin.lockReverse(swap.id, { amountSat: swap.onchainAmountSat - 1_000n });
    expect(await actionOf(swap)).toEqual({ type: "failed", reason: "lightning.lockMismatch" });
    await expect(claimSwap(walletOf(createMemorySwapStore()), swap)).rejects.toMatchObject({
      code: "lightning.lockMismatch",
    });

    const other = await startReverseSwap(contextWith(), {
      invoiceAmountSat: 50_000n,
      claimAddress: account(USER).address,
    });
    await standin.lockReverse(other.id, { claimAddress: account(5).address });
    expect(await actionOf(other)).toEqual({ type: "failed", reason: "lightning.lockMismatch" });
  });

  it("refuses Boltz's answer when it locks less than quoted, binds another hash, or names another contract", async () => {
    const store = createMemorySwapStore();
    const claimAddress = account(USER).address;
    standin.override("POST /v2/swap/reverse", (body) => ({
      status: 201,
      body: {
        id: "short",
        invoice: userInvoice(70_000n, String(body["preimageHash"])),
        lockupAddress: etherSwap,
        refundAddress: account(BOLTZ_ACCOUNT).address,
        timeoutBlockHeight: 1_000_000,
        onchainAmount: 1,
      },
    }));
    await expect(
      startReverseSwap(contextWith(store), { invoiceAmountSat: 70_000n, claimAddress }),
    ).rejects.toMatchObject({ code: "lightning.amountMismatch" });

    standin.override("POST /v2/swap/reverse", () => ({
      status: 201,
      body: {
        id: "otherhash",
        invoice: userInvoice(70_000n, "33".repeat(32)),
        lockupAddress: etherSwap,
        refundAddress: account(BOLTZ_ACCOUNT).address,
        timeoutBlockHeight: 1_000_000,
        onchainAmount: 66_878,
      },
    }));
    await expect(
      startReverseSwap(contextWith(store), { invoiceAmountSat: 70_000n, claimAddress }),
    ).rejects.toMatchObject({ code: "lightning.providerInvalidAnswer" });

    standin.override("GET /v2/chain/contracts", () => ({
      status: 200,
      body: {
        rsk: {
          network: { chainId: 1337 },
          swapContracts: { EtherSwap: account(7).address, ERC20Swap: account(7).address },
        },
      },
    }));
    await expect(
      startReverseSwap(contextWith(store), { invoiceAmountSat: 70_000n, claimAddress }),
    ).rejects.toMatchObject({ code: "lightning.contractUnexpected" });

    await expect(
      startReverseSwap(contextWith(store), { invoiceAmountSat: 5_000n, claimAddress }),
    ).rejects.toMatchObject({ code: "lightning.belowMinimum" });
    expect(await store.list()).toEqual([]);
  });
});

describe("submarine swap (RBTC → Lightning) against the stand-in and the real EtherSwap", () => {
  it("locks the quoted amount, then Boltz claims with the preimage once it paid: done", async () => {
    const store = createMemorySwapStore();
    const secret = generatePreimage();
    const invoice = userInvoice(50_000n, secret.preimageHash.slice(2));
    const swap = await startSubmarineSwap(contextWith(store), {
      invoice,
      amountSat: 50_000n,
      refundAddress: account(USER).address,
    });
    expect(swap.lockAmountSat).toBe(50_000n + 50n + 1_500n);
    expect(await actionOf(swap)).toEqual({ type: "lock" });

    await lockSubmarineSwap(walletOf(store), swap);
    expect((await store.get(swap.id))?.lockTx).toMatch(/^0x/);
    expect(await actionOf(swap)).toEqual({ type: "wait", for: "boltzPayment", refundAtBlock: swap.timelock });

    standin.setStatus(swap.id, "invoice.paid");
    expect(await actionOf(swap)).toEqual({ type: "wait", for: "boltzClaim" });
    const values = expectedLockValues(swap);
    await sendEtherSwapCall(publicClient, walletFor(BOLTZ_ACCOUNT), claimCall(etherSwap, secret.preimage, values));
    standin.setStatus(swap.id, "transaction.claimed");
    expect(await actionOf(swap)).toEqual({ type: "done", outcome: "paid" });
  });

  it("after a failed payment: no refund before the timelock, the refund once the chain reaches it", async () => {
    const store = createMemorySwapStore();
    const invoice = userInvoice(40_000n, generatePreimage().preimageHash.slice(2));
    const swap = await startSubmarineSwap(contextWith(store), {
      invoice,
      amountSat: 40_000n,
      refundAddress: account(USER).address,
    });
    await lockSubmarineSwap(walletOf(store), swap);
    standin.setStatus(swap.id, "invoice.failedToPay");
    const failed = { ...swap, providerStatus: "invoice.failedToPay" };
    expect(await actionOf(failed)).toEqual({ type: "refund", cooperative: true });
    await expect(refundSubmarineSwap(walletOf(store), failed)).rejects.toMatchObject({
      code: "lightning.refundNotYet",
    });

    const now = await publicClient.getBlockNumber();
    await testClient.mine({ blocks: Number(swap.timelock - now) });
    expect(await actionOf(failed)).toEqual({ type: "refund", cooperative: false });
    const before = await publicClient.getBalance({ address: account(USER).address });
    await refundSubmarineSwap(walletOf(store), failed);
    const after = await publicClient.getBalance({ address: account(USER).address });
    expect(after - before).toBeGreaterThan(satsToWei(swap.lockAmountSat) - 10n ** 15n);
    expect(await actionOf(failed)).toEqual({ type: "done", outcome: "refunded" });
    await expect(refundSubmarineSwap(walletOf(store), failed)).rejects.toMatchObject({
      code: "lightning.nothingToRefund",
    });
  });

  it("refuses invoices of the wrong network, amount or with a checksum typo before asking Boltz", async () => {
    const hash = generatePreimage().preimageHash.slice(2);
    const mainnet = encodeLightningInvoice(
      { prefix: "lnbc", amountMsat: 50_000_000n, timestamp: Math.floor(Date.now() / 1000), paymentHash: hash },
      (h) => {
        const s = secp256k1.sign(h, "22".repeat(32));
        return { compact: s.toCompactRawBytes(), recoveryId: s.recovery };
      },
    );
    const refundAddress = account(USER).address;
    await expect(
      startSubmarineSwap(contextWith(), { invoice: mainnet, amountSat: 50_000n, refundAddress }),
    ).rejects.toMatchObject({ code: "validation.invoiceWrongNetwork" });
    const regtest = userInvoice(50_000n, hash);
    await expect(
      startSubmarineSwap(contextWith(), { invoice: regtest, amountSat: 50_001n, refundAddress }),
    ).rejects.toMatchObject({ code: "validation.invoiceAmountMismatch" });
    const typo = `${regtest.slice(0, -1)}${regtest.endsWith("q") ? "p" : "q"}`;
    await expect(
      startSubmarineSwap(contextWith(), { invoice: typo, amountSat: 50_000n, refundAddress }),
    ).rejects.toMatchObject({ code: "validation.invoiceInvalid" });
  });
});
