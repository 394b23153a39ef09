/**
 * PATCH /swaps/:id reads a Lightning / on-chain swap's status itself (src/api/swap-status-check.ts): from a Boltz
 * this file plays (boltz-fake.ts, its statuses set by each test), and, for the user's refund, from a real lock and refund on the local chain's
 * EtherSwap. The client's claimed status is never stored as is.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWalletClient, http as httpTransport, parseEther, type Address, type Hex } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { BOLTZ_REQUEST_TIMEOUT_MS, encodeLightningInvoice } from "@ceiba/core";
import { getBoltzDeployment } from "@ceiba/deployments";
import { etherSwapAbi } from "@ceiba/lightning/ether-swap-abi";
import { startFakeBoltz, type FakeBoltz } from "./boltz-fake";
import { confirmed } from "./chain-actions";
import { localChain, publicClient, rpcUrl, testClient } from "./clients";
import { INDEXER_START_HOOK_MS, INDEXER_START_MS, startIndexer, waitFor, type RunningIndexer } from "./indexer-process";

let boltz: FakeBoltz;
let boltzAnswers: FakeBoltz["answers"];
let indexer: RunningIndexer;
let offchainDir: string;

beforeAll(async () => {
  boltz = await startFakeBoltz();
  boltzAnswers = boltz.answers;
  offchainDir = await mkdtemp(path.join(os.tmpdir(), "ceiba-offchain-swap-status-"));
  indexer = await startIndexer("pglite", rpcUrl, {
    env: { CEIBA_OFFCHAIN_PGLITE_DIR: offchainDir, CEIBA_BOLTZ_API_URL: boltz.url },
  });
  await waitFor(
    async () => (await fetch(`${indexer.url}/region`)).status === 200,
    INDEXER_START_MS,
    () => `the API did not start:\n${indexer.output()}`,
    indexer.exited,
  );
}, INDEXER_START_HOOK_MS);

afterAll(async () => {
  await indexer?.stop();
  await boltz?.close();
  if (offchainDir) await rm(offchainDir, { recursive: true, force: true });
});

interface SwapView {
  id: string;
  status: string;
}

const send = (method: "POST" | "PATCH", route: string, body: unknown) =>
  fetch(`${indexer.url}${route}`, {
    method,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const answerOf = async (res: Promise<Response>) => {
  const r = await res;
  return { status: r.status, body: (await r.json()) as { data?: SwapView; error?: string; message?: string } };
};

const invoiceFor = (amountSat: bigint, paymentHash: string) =>
  encodeLightningInvoice(
    { prefix: "lnbcrt", amountMsat: amountSat * 1000n, timestamp: 1_700_000_000, paymentHash },
    () => ({ compact: new Uint8Array(64), recoveryId: 0 }),
  );
const randomHash = () => randomBytes(32).toString("hex");

/** A reverse swap (Lightning → RBTC) of `owner`, recorded with a status the client claims. */
const reverse = (id: string, owner: Address, claimed?: Record<string, string>) =>
  send("POST", "/swaps", {
    id,
    provider: "lightning",
    address: owner,
    fromToken: { id: "BTC", symbol: "BTC" },
    toToken: { id: "RBTC", symbol: "RBTC" },
    fromAmount: "50000",
    toAmount: "495750000000000",
    invoice: invoiceFor(50_000n, randomHash()),
    ...claimed,
  });

describe("a swap's status is read from Boltz, not taken from the client", () => {
  const owner = privateKeyToAccount(generatePrivateKey()).address;
  const patch = (id: string, body: Record<string, unknown> = {}) =>
    answerOf(send("PATCH", `/swaps/${id}`, { address: owner, ...body }));

  it("records a new swap Pending whatever it claims, and follows Boltz's status through core's mapping", async () => {
    const created = await answerOf(reverse("re-claimed", owner, { providerStatus: "transaction.claimed" }));
    expect([created.status, created.body.data?.status]).toEqual([201, "Pending"]);

    // The client says claimed; Boltz says the invoice is set: Pending it stays.
    boltzAnswers.set("re-claimed", { status: "invoice.set" });
    expect((await patch("re-claimed", { providerStatus: "transaction.claimed" })).body.data?.status).toBe("Pending");
    expect((await patch("re-claimed", { status: "Completed" })).body.data?.status).toBe("Pending");
    boltzAnswers.set("re-claimed", { status: "transaction.claim.pending" });
    expect((await patch("re-claimed")).body.data?.status).toBe("Completed");
    // Final: kept without asking Boltz again (which now fails).
    boltzAnswers.set("re-claimed", { httpStatus: 500 });
    expect(await patch("re-claimed", { providerStatus: "swap.expired" })).toMatchObject({
      status: 200,
      body: { data: { status: "Completed" } },
    });

    await reverse("re-failed", owner);
    boltzAnswers.set("re-failed", { status: "swap.expired" });
    expect((await patch("re-failed", { providerStatus: "transaction.claimed" })).body.data?.status).toBe("Failed");
    // Boltz's own refund of its lock is Refunded (core: transaction.refunded).
    boltzAnswers.set("re-failed", { status: "transaction.refunded" });
    expect((await patch("re-failed")).body.data?.status).toBe("Refunded");
  });

  it("answers Boltz's failures with the catalogue's ids and leaves the record as it is", async () => {
    await reverse("re-trouble", owner);
    expect(await patch("re-trouble")).toMatchObject({ status: 404, body: { error: "lightning.swapNotFound" } });
    boltzAnswers.set("re-trouble", { httpStatus: 503 });
    expect(await patch("re-trouble")).toMatchObject({ status: 502, body: { error: "lightning.providerUnavailable" } });
    boltzAnswers.set("re-trouble", "garbage");
    expect(await patch("re-trouble")).toMatchObject({
      status: 502,
      body: { error: "lightning.providerInvalidAnswer" },
    });
    const list = await (await fetch(`${indexer.url}/swaps?address=${owner}&take=100`)).json();
    expect((list as { items: SwapView[] }).items.find((s) => s.id === "re-trouble")?.status).toBe("Pending");
  });

  it(
    "answers 502 within Boltz's timeout when Boltz never answers",
    async () => {
      await reverse("re-hang", owner);
      boltzAnswers.set("re-hang", "hang");
      const started = Date.now();
      const res = await patch("re-hang");
      expect(res).toMatchObject({ status: 502, body: { error: "lightning.providerUnavailable" } });
      expect(Date.now() - started).toBeLessThan(BOLTZ_REQUEST_TIMEOUT_MS + 5_000);
    },
    BOLTZ_REQUEST_TIMEOUT_MS + 15_000,
  );

  it("still refuses a malformed body, another address, an unknown swap", async () => {
    await reverse("re-refusals", owner);
    const cases: [string, Record<string, unknown>, number, string][] = [
      ["re-refusals", { status: "Done" }, 400, "status must be one of Failed, Pending, Refunded, Completed"],
      [
        "re-refusals",
        { providerStatus: "invoice.lost" },
        400,
        "providerStatus is not a status of the swap provider (e.g. transaction.claimed)",
      ],
      [
        "re-refusals",
        { status: "Failed", providerStatus: "swap.expired" },
        400,
        "give status or providerStatus, not both",
      ],
      [
        "re-refusals",
        { txHash: `0x${"12".repeat(32)}` },
        400,
        "txHash is the user's refund transaction: give it with status Refunded",
      ],
      [
        "re-refusals",
        { address: privateKeyToAccount(generatePrivateKey()).address },
        403,
        "address is not the address of the swap",
      ],
      ["no-such-swap", {}, 404, "no swap no-such-swap"],
      [
        "re-refusals",
        { status: "Refunded", txHash: `0x${"12".repeat(32)}` },
        409,
        "this swap locked no RBTC: only Boltz can tell its refund (ask again without status to re-check it)",
      ],
    ];
    for (const [id, body, status, error] of cases) {
      const res = await patch(id, body);
      expect([id, body, res.status, res.body.error]).toEqual([id, body, status, error]);
    }
  });
});

describe("the user's refund of an RBTC lock is read from the chain", () => {
  const user = privateKeyToAccount(generatePrivateKey());
  const wallet = createWalletClient({ chain: localChain, transport: httpTransport(rpcUrl), account: user });
  const boltzClaim = privateKeyToAccount(generatePrivateKey()).address;
  const etherSwap = getBoltzDeployment(1337)?.etherSwap as Address;
  const patch = (id: string, body: Record<string, unknown> = {}) =>
    answerOf(send("PATCH", `/swaps/${id}`, { address: user.address, ...body }));
  const amount = parseEther("0.0005");

  /** A submarine swap (RBTC → Lightning) whose invoice has `paymentHash`, as the app records it. */
  const submarine = (id: string, paymentHash: string) =>
    send("POST", "/swaps", {
      id,
      provider: "lightning",
      address: user.address,
      fromToken: { id: "RBTC", symbol: "RBTC" },
      toToken: { id: "BTC", symbol: "BTC" },
      fromAmount: String(amount),
      toAmount: "50000",
      invoice: invoiceFor(50_000n, paymentHash),
    });

  /** Locks `amount` for Boltz with `preimageHash`, lets the timelock pass, refunds it: the refund's receipt. */
  async function lockAndRefund(preimageHash: Hex) {
    const timelock = (await publicClient.getBlockNumber()) + 2n;
    const lock = await confirmed(
      wallet.writeContract({
        address: etherSwap,
        abi: etherSwapAbi,
        functionName: "lock",
        args: [preimageHash, boltzClaim, timelock],
        value: amount,
      }),
    );
    await testClient.mine({ blocks: 3 });
    const refund = await confirmed(
      wallet.writeContract({
        address: etherSwap,
        abi: etherSwapAbi,
        functionName: "refund",
        args: [preimageHash, amount, boltzClaim, timelock],
      }),
    );
    return { lock: lock.transactionHash, refund: refund.transactionHash };
  }

  beforeAll(async () => {
    await testClient.setBalance({ address: user.address, value: parseEther("1") });
  });

  it("takes Refunded from the swap's own refund transaction only", async () => {
    const paymentHash = randomHash();
    expect((await submarine("sub-refund", paymentHash)).status).toBe(201);
    boltzAnswers.set("sub-refund", { status: "invoice.failedToPay" });
    expect((await patch("sub-refund", { providerStatus: "invoice.settled" })).body.data?.status).toBe("Failed");
    const txs = await lockAndRefund(`0x${paymentHash}`);

    // Without the transaction the client's Refunded is only a hint: Boltz still says failed.
    expect((await patch("sub-refund", { status: "Refunded" })).body.data?.status).toBe("Failed");
    expect(await patch("sub-refund", { status: "Refunded", txHash: txs.lock })).toMatchObject({
      status: 422,
      body: {
        error: "lightning.refundNotShown",
        message: "txHash is not this swap's refund: it calls EtherSwap's lock, not refund",
      },
    });
    expect(await patch("sub-refund", { status: "Refunded", txHash: `0x${"cd".repeat(32)}` })).toMatchObject({
      status: 404,
    });
    // The refund of another lock (another preimage hash) is not this swap's.
    const other = await lockAndRefund(`0x${randomHash()}`);
    expect(await patch("sub-refund", { status: "Refunded", txHash: other.refund })).toMatchObject({
      status: 422,
      body: { message: "txHash is not this swap's refund: its preimage hash is not the swap invoice's payment hash" },
    });

    expect(await patch("sub-refund", { status: "Refunded", txHash: txs.refund })).toMatchObject({
      status: 200,
      body: { data: { status: "Refunded" } },
    });
    // Boltz's failure afterwards does not undo it.
    expect((await patch("sub-refund")).body.data?.status).toBe("Refunded");
  });

  it("refuses a refund of another amount or by another account", async () => {
    const paymentHash = randomHash();
    const txs = await lockAndRefund(`0x${paymentHash}`);
    const stranger = privateKeyToAccount(generatePrivateKey()).address;
    await send("POST", "/swaps", {
      id: "sub-stranger",
      provider: "lightning",
      address: stranger,
      fromToken: { id: "RBTC", symbol: "RBTC" },
      toToken: { id: "BTC", symbol: "BTC" },
      fromAmount: String(amount),
      toAmount: "50000",
      invoice: invoiceFor(50_000n, paymentHash),
    });
    expect(
      await answerOf(
        send("PATCH", "/swaps/sub-stranger", { address: stranger, status: "Refunded", txHash: txs.refund }),
      ),
    ).toMatchObject({
      status: 422,
      body: { message: "txHash is not this swap's refund: it refunded another address than the swap's" },
    });
    await send("POST", "/swaps", {
      id: "sub-other-amount",
      provider: "lightning",
      address: user.address,
      fromToken: { id: "RBTC", symbol: "RBTC" },
      toToken: { id: "BTC", symbol: "BTC" },
      fromAmount: String(amount + 1n),
      toAmount: "50000",
      invoice: invoiceFor(50_000n, paymentHash),
    });
    expect(await patch("sub-other-amount", { status: "Refunded", txHash: txs.refund })).toMatchObject({
      status: 422,
      body: { message: `txHash is not this swap's refund: it refunded ${amount} wei, the swap locked ${amount + 1n}` },
    });
  });
});
