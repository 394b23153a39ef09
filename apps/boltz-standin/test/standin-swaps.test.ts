/**
 * The stand-in on a local chain as `npm start` deploys it, driven as a Boltz client drives Boltz: plain fetch
 * and WebSocket for the API, viem for EtherSwap, the /__standin controls for the simulated Lightning and
 * Bitcoin sides.
 */
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import WebSocket from "ws";
import { type Hex, createPublicClient, createWalletClient, defineChain, http, parseEventLogs } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { getBoltzDeployment } from "@ceiba/deployments";
import { decodeInvoice, nodePublicKey } from "../src/bolt11";
import { etherSwapAbi } from "../src/ether-swap-abi";
import { STANDIN_NODE_KEY, type RunningBoltzStandin, startBoltzStandin } from "../src/standin";
import { type BtcClaimDetails, claimTransaction, taprootOf } from "./btc-claim-helpers";

const rpcUrl = inject("rpcUrl");
const chain = defineChain({
  id: 1337,
  name: "Local",
  nativeCurrency: { name: "RBTC", symbol: "RBTC", decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
});
const publicClient = createPublicClient({ chain, transport: http(rpcUrl), cacheTime: 0, pollingInterval: 50 });
/** Hardhat's account 11: used by nothing else. */
const user = mnemonicToAccount("test test test test test test test test test test test junk", { addressIndex: 11 });
const wallet = createWalletClient({ chain, transport: http(rpcUrl), account: user });
const USER = user.address.toLowerCase() as Hex;
const etherSwap = (getBoltzDeployment(1337)?.etherSwap ?? "0x") as Hex;
const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), "boltz-standin-"));

let standin: RunningBoltzStandin;
const start = () =>
  startBoltzStandin({ rpcUrl, port: 0, stateDir, pollMs: 100, allowedOrigins: ["http://127.0.0.1:5173"] });

async function api(pathname: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(`${standin.url}${pathname}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json" },
    ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

async function statusOf(id: string): Promise<string> {
  return String((await api(`/v2/swap/${id}`)).json.status);
}

async function waitForStatus(id: string, status: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await statusOf(id)) === status) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`swap ${id} is ${await statusOf(id)}, not ${status}`);
}

/** An invoice's payment hash as 0x-hex (what EtherSwap's preimageHash is). */
const invoiceHash = (invoice: string): Hex => `0x${decodeInvoice(invoice).paymentHash}`;

const newPreimage = () => {
  const preimage = randomBytes(32);
  return {
    preimage: `0x${preimage.toString("hex")}` as Hex,
    hash: createHash("sha256").update(preimage).digest("hex"),
  };
};

/** A WebSocket subscribed to some swaps; every update it receives, in order. */
async function subscribe(ids: string[]) {
  const socket = new WebSocket(standin.wsUrl);
  const messages: Record<string, unknown>[] = [];
  socket.on("message", (data) => messages.push(JSON.parse(data.toString()) as Record<string, unknown>));
  await new Promise((resolve) => socket.once("open", resolve));
  socket.send(JSON.stringify({ op: "subscribe", channel: "swap.update", args: ids }));
  const statuses = (id: string) =>
    messages
      .filter((m) => m.event === "update")
      .flatMap((m) => m.args as { id: string; status: string }[])
      .filter((u) => u.id === id)
      .map((u) => u.status);
  return { socket, messages, statuses };
}

beforeAll(async () => {
  standin = await start();
});
afterAll(async () => {
  await standin?.close();
  fs.rmSync(stateDir, { recursive: true, force: true });
});

describe("the Boltz stand-in: Boltz's API v2 over the real EtherSwap", () => {
  it("answers the pairs, the contracts and the heights in Boltz's shapes", async () => {
    const reverse = (await api("/v2/swap/reverse")).json as { BTC: { RBTC: Record<string, unknown> } };
    expect(reverse.BTC.RBTC).toMatchObject({
      rate: 1,
      limits: { minimal: 2500, maximal: 10_000_000 },
      fees: { percentage: 0.25, minerFees: { lockup: 200, claim: 150 } },
    });
    expect(reverse.BTC.RBTC.hash).toMatch(/^[0-9a-f]{64}$/);
    const submarine = (await api("/v2/swap/submarine")).json as { RBTC: { BTC: Record<string, unknown> } };
    expect(submarine.RBTC.BTC).toMatchObject({
      fees: { percentage: 0.1, minerFees: 150 },
      limits: { maximalZeroConf: 0 },
    });
    const chainPairs = (await api("/v2/swap/chain")).json as { BTC: { RBTC: Record<string, unknown> } };
    expect(chainPairs.BTC.RBTC).toMatchObject({
      fees: { minerFees: { server: 300, user: { claim: 150, lockup: 500 } } },
    });
    expect((await api("/v2/chain/contracts")).json).toEqual({
      rsk: {
        network: { chainId: 1337, name: expect.any(String) },
        tokens: {},
        swapContracts: { EtherSwap: etherSwap },
      },
    });
    const heights = (await api("/v2/chain/heights")).json;
    expect(heights.RBTC).toBe(Number(await publicClient.getBlockNumber()));
  });

  it("reverse swap: a real invoice, a lock matching the answer, the user's claim settles it (over the WebSocket)", async () => {
    const { preimage, hash } = newPreimage();
    const created = await api("/v2/swap/reverse", {
      from: "BTC",
      to: "RBTC",
      invoiceAmount: 100_000,
      preimageHash: hash,
      claimAddress: USER,
    });
    expect(created.status).toBe(201);
    const swap = created.json as {
      id: string;
      invoice: string;
      lockupAddress: string;
      refundAddress: string;
      timeoutBlockHeight: number;
      onchainAmount: number;
    };
    expect(swap).toMatchObject({ lockupAddress: etherSwap, refundAddress: standin.address });
    // 100,000 sats less 0.25 % (250) and the lockup fee (200).
    expect(swap.onchainAmount).toBe(99_550);

    const invoice = decodeInvoice(swap.invoice);
    expect(swap.invoice.startsWith("lnbcrt1m")).toBe(true); // 1m = 100,000 sats
    expect(invoice).toMatchObject({ network: "regtest", amountMsat: 100_000_000n, paymentHash: hash });
    expect(invoice.signer).toBe(nodePublicKey(STANDIN_NODE_KEY)); // the signature recovers the node's key

    const updates = await subscribe([swap.id]);
    const paid = await api("/__standin/invoices/pay", { invoice: swap.invoice });
    expect(paid.json).toMatchObject({ id: swap.id, status: "transaction.confirmed" });

    // The stand-in's lock, as a client finds it: the Lockup event for the preimage hash.
    const logs = await publicClient.getContractEvents({
      address: etherSwap,
      abi: etherSwapAbi,
      eventName: "Lockup",
      args: { preimageHash: `0x${hash}` },
      fromBlock: 0n,
    });
    expect(logs).toHaveLength(1);
    const lockup = logs[0]?.args;
    expect(lockup).toMatchObject({
      amount: 99_550n * 10n ** 10n,
      claimAddress: user.address,
      timelock: BigInt(swap.timeoutBlockHeight),
    });
    expect(lockup?.refundAddress?.toLowerCase()).toBe(standin.address);

    const claim = await wallet.writeContract({
      address: etherSwap,
      abi: etherSwapAbi,
      functionName: "claim",
      args: [preimage, 99_550n * 10n ** 10n, standin.address, BigInt(swap.timeoutBlockHeight)],
    });
    expect((await publicClient.waitForTransactionReceipt({ hash: claim })).status).toBe("success");
    await waitForStatus(swap.id, "invoice.settled");
    await expect
      .poll(() => updates.statuses(swap.id))
      .toEqual(["swap.created", "transaction.mempool", "transaction.confirmed", "invoice.settled"]);
    expect(updates.messages[0]).toEqual({ event: "subscribe", channel: "swap.update", args: [swap.id] });
    updates.socket.close();
  });

  it("submarine swap: the user's lock for a local-wallet invoice is paid and claimed by the stand-in", async () => {
    const made = (await api("/__standin/invoices", { amount: 50_000 })).json as { invoice: string };
    const created = await api("/v2/swap/submarine", { from: "RBTC", to: "BTC", invoice: made.invoice });
    expect(created.status).toBe(201);
    const swap = created.json as {
      id: string;
      address: Hex;
      claimAddress: Hex;
      expectedAmount: number;
      timeoutBlockHeight: number;
      acceptZeroConf: boolean;
    };
    // 50,000 sats + 0.1 % (50) + the miner fee (150).
    expect(swap).toMatchObject({
      address: etherSwap,
      claimAddress: standin.address,
      expectedAmount: 50_200,
      acceptZeroConf: false,
    });
    const updates = await subscribe([swap.id]);
    const hash = await wallet.writeContract({
      address: etherSwap,
      abi: etherSwapAbi,
      functionName: "lock",
      args: [invoiceHash(made.invoice), swap.claimAddress, BigInt(swap.timeoutBlockHeight)],
      value: BigInt(swap.expectedAmount) * 10n ** 10n,
    });
    await publicClient.waitForTransactionReceipt({ hash });
    await waitForStatus(swap.id, "transaction.claimed");
    await expect
      .poll(() => updates.statuses(swap.id))
      .toEqual([
        "invoice.set",
        "transaction.mempool",
        "transaction.confirmed",
        "invoice.pending",
        "invoice.paid",
        "transaction.claim.pending",
        "transaction.claimed",
      ]);
    const preimage = (await api(`/v2/swap/submarine/${swap.id}/preimage`)).json.preimage as string;
    expect(createHash("sha256").update(Buffer.from(preimage, "hex")).digest("hex")).toBe(
      decodeInvoice(made.invoice).paymentHash,
    );
    updates.socket.close();
  });

  it("submarine swap whose payment fails: the refund is refused before the timelock and goes through after it", async () => {
    const made = (await api("/__standin/invoices", { amount: 20_000 })).json as { invoice: string };
    const swap = (await api("/v2/swap/submarine", { from: "RBTC", to: "BTC", invoice: made.invoice })).json as {
      id: string;
      expectedAmount: number;
      timeoutBlockHeight: number;
    };
    expect((await api(`/__standin/swaps/${swap.id}/fail-payment`, {})).json).toMatchObject({ failPayment: true });
    const preimageHash = invoiceHash(made.invoice);
    const amount = BigInt(swap.expectedAmount) * 10n ** 10n;
    const timelock = BigInt(swap.timeoutBlockHeight);
    const lock = await wallet.writeContract({
      address: etherSwap,
      abi: etherSwapAbi,
      functionName: "lock",
      args: [preimageHash, standin.address, timelock],
      value: amount,
    });
    await publicClient.waitForTransactionReceipt({ hash: lock });
    await waitForStatus(swap.id, "invoice.failedToPay");
    expect((await api(`/v2/swap/${swap.id}`)).json.failureReason).toMatch(/failed/);

    const refund = {
      address: etherSwap,
      abi: etherSwapAbi,
      functionName: "refund",
      args: [preimageHash, amount, standin.address, timelock],
      account: user,
    } as const;
    await expect(publicClient.simulateContract(refund)).rejects.toThrow(/SwapNotTimedOut/);

    const expired = await api(`/__standin/swaps/${swap.id}/expire`, {});
    expect(expired.json.mined).toBeGreaterThan(0);
    await waitForStatus(swap.id, "swap.expired");
    const sent = await wallet.writeContract(refund);
    expect((await publicClient.waitForTransactionReceipt({ hash: sent })).status).toBe("success");
    await waitForStatus(swap.id, "transaction.refunded");
  });

  it("a failed submarine swap gets Boltz's EIP-712 cooperative refund signature; a claimed one does not", async () => {
    const made = (await api("/__standin/invoices", { amount: 10_000 })).json as { invoice: string };
    const swap = (await api("/v2/swap/submarine", { from: "RBTC", to: "BTC", invoice: made.invoice })).json as {
      id: string;
      expectedAmount: number;
      timeoutBlockHeight: number;
    };
    expect((await api(`/v2/swap/submarine/${swap.id}/refund`)).status).toBe(400); // nothing locked yet
    await api(`/__standin/swaps/${swap.id}/fail-payment`, {});
    const preimageHash = invoiceHash(made.invoice);
    const amount = BigInt(swap.expectedAmount) * 10n ** 10n;
    const timelock = BigInt(swap.timeoutBlockHeight);
    await publicClient.waitForTransactionReceipt({
      hash: await wallet.writeContract({
        address: etherSwap,
        abi: etherSwapAbi,
        functionName: "lock",
        args: [preimageHash, standin.address, timelock],
        value: amount,
      }),
    });
    await waitForStatus(swap.id, "invoice.failedToPay");
    const signature = (await api(`/v2/swap/submarine/${swap.id}/refund`)).json.signature as Hex;
    const r = signature.slice(0, 66) as Hex;
    const s = `0x${signature.slice(66, 130)}` as Hex;
    const v = Number.parseInt(signature.slice(130, 132), 16);
    const refundAbi = [
      {
        type: "function",
        name: "refundCooperative",
        stateMutability: "nonpayable",
        outputs: [],
        inputs: [
          { name: "preimageHash", type: "bytes32" },
          { name: "amount", type: "uint256" },
          { name: "claimAddress", type: "address" },
          { name: "timelock", type: "uint256" },
          { name: "v", type: "uint8" },
          { name: "r", type: "bytes32" },
          { name: "s", type: "bytes32" },
        ],
      },
    ] as const;
    const hash = await wallet.writeContract({
      address: etherSwap,
      abi: refundAbi,
      functionName: "refundCooperative",
      args: [preimageHash, amount, standin.address, timelock, v, r, s],
    });
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    expect(parseEventLogs({ abi: etherSwapAbi, logs: receipt.logs }).map((l) => l.eventName)).toEqual(["Refund"]);
    await waitForStatus(swap.id, "transaction.refunded");
  });

  it("chain swap BTC → RBTC: a regtest address to pay, a confirmed BTC transaction, the stand-in's lock claimed", async () => {
    const { preimage, hash } = newPreimage();
    const refundPublicKey = nodePublicKey(`0x${randomBytes(32).toString("hex")}`).slice(2);
    const created = await api("/v2/swap/chain", {
      from: "BTC",
      to: "RBTC",
      preimageHash: hash,
      claimAddress: USER,
      refundPublicKey,
      userLockAmount: 200_000,
    });
    expect(created.status).toBe(201);
    const swap = created.json as {
      id: string;
      claimDetails: Record<string, unknown>;
      lockupDetails: Record<string, unknown>;
    };
    expect(swap.lockupDetails).toMatchObject({
      amount: 200_000,
      lockupAddress: expect.stringMatching(/^bcrt1p/),
      bip21: expect.stringMatching(/^bitcoin:bcrt1p.+amount=0\.002/),
    });
    // 200,000 less 0.1 % (200) and the server's miner fee (300).
    expect(swap.claimDetails).toMatchObject({
      lockupAddress: etherSwap,
      refundAddress: standin.address,
      amount: 199_500,
    });
    const confirmed = await api(`/__standin/swaps/${swap.id}/btc-transaction`, {});
    expect(confirmed.json.status).toBe("transaction.server.confirmed");
    const claim = await wallet.writeContract({
      address: etherSwap,
      abi: etherSwapAbi,
      functionName: "claim",
      args: [preimage, 199_500n * 10n ** 10n, standin.address, BigInt(swap.claimDetails.timeoutBlockHeight as number)],
    });
    await publicClient.waitForTransactionReceipt({ hash: claim });
    await waitForStatus(swap.id, "transaction.claimed");
    const transactions = (await api(`/v2/swap/chain/${swap.id}/transactions`)).json;
    expect(Object.keys(transactions)).toEqual(["userLock", "serverLock"]);
  });

  it("chain swap RBTC → BTC: the user's lock gets a funded Taproot lockup; only a valid claim of it is taken, then the stand-in claims the RBTC", async () => {
    const { preimage, hash } = newPreimage();
    const claimKey = randomBytes(32);
    const claimPublicKey = nodePublicKey(`0x${claimKey.toString("hex")}`);
    const created = await api("/v2/swap/chain", {
      from: "RBTC",
      to: "BTC",
      preimageHash: hash,
      claimPublicKey: claimPublicKey.slice(2),
      refundAddress: USER,
      userLockAmount: 100_000,
    });
    expect(created.status).toBe(201);
    const swap = created.json as { id: string; claimDetails: BtcClaimDetails; lockupDetails: Record<string, unknown> };
    // 100,000 less 0.1 % (100) and the server's miner fee (300).
    expect(swap.claimDetails).toMatchObject({ lockupAddress: expect.stringMatching(/^bcrt1p/), amount: 99_600 });
    expect(swap.lockupDetails).toMatchObject({
      lockupAddress: etherSwap,
      claimAddress: standin.address,
      amount: 100_000,
    });
    const lockup = taprootOf(swap.claimDetails, claimPublicKey);
    expect(lockup.address).toBe(swap.claimDetails.lockupAddress);

    const timelock = BigInt(swap.lockupDetails.timeoutBlockHeight as number);
    const lock = await wallet.writeContract({
      address: etherSwap,
      abi: etherSwapAbi,
      functionName: "lock",
      args: [`0x${hash}`, standin.address, timelock],
      value: 100_000n * 10n ** 10n,
    });
    await publicClient.waitForTransactionReceipt({ hash: lock });
    await waitForStatus(swap.id, "transaction.server.confirmed");
    const transactions = (await api(`/v2/swap/chain/${swap.id}/transactions`)).json as {
      serverLock: { transaction: { id: string; hex: string } };
    };
    const destination = "bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080";
    const claim = (key: Uint8Array, secret: Hex) =>
      claimTransaction(transactions.serverLock.transaction.hex, lockup, key, secret, destination, 150n);

    const wrongKey = await api("/v2/chain/BTC/transaction", { hex: claim(randomBytes(32), preimage) });
    expect(wrongKey.status).toBe(400);
    expect(wrongKey.json.error).toMatch(/signature/);
    const wrongPreimage = await api("/v2/chain/BTC/transaction", { hex: claim(claimKey, newPreimage().preimage) });
    expect(wrongPreimage.json.error).toMatch(/preimage/);
    expect(await statusOf(swap.id)).toBe("transaction.server.confirmed");

    const accepted = await api("/v2/chain/BTC/transaction", { hex: claim(claimKey, preimage) });
    expect(accepted.status).toBe(201);
    await waitForStatus(swap.id, "transaction.claimed");
    const listed = ((await api("/__standin/swaps")).json as unknown as Record<string, unknown>[]).find(
      (entry) => entry.id === swap.id,
    );
    expect(listed?.btcClaimTransaction).toEqual({
      id: accepted.json.id,
      outputs: [{ address: destination, amount: 99_450 }],
    });
    // The RBTC lock went to the stand-in with the preimage the claim revealed.
    expect(
      await publicClient.readContract({
        address: etherSwap,
        abi: etherSwapAbi,
        functionName: "swaps",
        args: [
          await publicClient.readContract({
            address: etherSwap,
            abi: etherSwapAbi,
            functionName: "hashValues",
            args: [`0x${hash}`, 100_000n * 10n ** 10n, standin.address, user.address, timelock],
          }),
        ],
      }),
    ).toBe(false);
  });

  it("chain swap RBTC → BTC whose BTC lock the stand-in refuses (control): the user refunds after the timelock", async () => {
    const { hash } = newPreimage();
    const created = await api("/v2/swap/chain", {
      from: "RBTC",
      to: "BTC",
      preimageHash: hash,
      claimPublicKey: nodePublicKey(`0x${randomBytes(32).toString("hex")}`).slice(2),
      refundAddress: USER,
      userLockAmount: 50_000,
    });
    const swap = created.json as { id: string; lockupDetails: { timeoutBlockHeight: number } };
    expect((await api(`/__standin/swaps/${swap.id}/no-server-lock`, {})).json.refuseServerLock).toBe(true);
    const timelock = BigInt(swap.lockupDetails.timeoutBlockHeight);
    const lock = await wallet.writeContract({
      address: etherSwap,
      abi: etherSwapAbi,
      functionName: "lock",
      args: [`0x${hash}`, standin.address, timelock],
      value: 50_000n * 10n ** 10n,
    });
    await publicClient.waitForTransactionReceipt({ hash: lock });
    await waitForStatus(swap.id, "transaction.confirmed");
    await api(`/__standin/swaps/${swap.id}/expire`, {});
    await waitForStatus(swap.id, "swap.expired");
    const refund = await wallet.writeContract({
      address: etherSwap,
      abi: etherSwapAbi,
      functionName: "refund",
      args: [`0x${hash}`, 50_000n * 10n ** 10n, standin.address, timelock],
    });
    await publicClient.waitForTransactionReceipt({ hash: refund });
    await waitForStatus(swap.id, "transaction.refunded");
    expect((await api(`/v2/swap/chain/${swap.id}/transactions`)).json.serverLock).toBeUndefined();
  });

  it("expiry: an unpaid reverse invoice expires; a lock the user never claims is refunded to the stand-in", async () => {
    const unpaid = (
      await api("/v2/swap/reverse", {
        from: "BTC",
        to: "RBTC",
        invoiceAmount: 10_000,
        preimageHash: newPreimage().hash,
        claimAddress: USER,
      })
    ).json as { id: string; invoice: string };
    await api(`/__standin/swaps/${unpaid.id}/expire`, {});
    expect(await statusOf(unpaid.id)).toBe("invoice.expired");
    expect((await api("/__standin/invoices/pay", { invoice: unpaid.invoice })).status).toBe(409);

    const locked = (
      await api("/v2/swap/reverse", {
        from: "BTC",
        to: "RBTC",
        invoiceAmount: 10_000,
        preimageHash: newPreimage().hash,
        claimAddress: USER,
      })
    ).json as { id: string; invoice: string };
    await api("/__standin/invoices/pay", { invoice: locked.invoice });
    await api(`/__standin/swaps/${locked.id}/expire`, {});
    await waitForStatus(locked.id, "transaction.refunded");
    const history = ((await api("/__standin/swaps")).json as unknown as { id: string; history: { status: string }[] }[])
      .find((s) => s.id === locked.id)
      ?.history.map((h) => h.status);
    expect(history).toEqual([
      "swap.created",
      "transaction.mempool",
      "transaction.confirmed",
      "swap.expired",
      "transaction.refunded",
    ]);
  });

  it("refuses malformed requests with 4xx and a reason", async () => {
    const good = {
      from: "BTC",
      to: "RBTC",
      invoiceAmount: 10_000,
      preimageHash: newPreimage().hash,
      claimAddress: USER,
    };
    const refusals: [string, unknown, number][] = [
      ["/v2/swap/reverse", "{not json", 400],
      ["/v2/swap/reverse", [], 400],
      ["/v2/swap/reverse", { ...good, preimageHash: "abc" }, 400],
      ["/v2/swap/reverse", { ...good, claimAddress: "0x123" }, 400],
      ["/v2/swap/reverse", { ...good, invoiceAmount: 1.5 }, 400],
      ["/v2/swap/reverse", { ...good, invoiceAmount: 1 }, 400], // below the minimal
      ["/v2/swap/reverse", { ...good, pairHash: "0".repeat(64) }, 400],
      ["/v2/swap/reverse", { ...good, from: "L-BTC" }, 400],
      ["/v2/swap/chain", { ...good, from: "RBTC", to: "BTC" }, 400], // no claimPublicKey nor refundAddress
      ["/v2/swap/submarine", { from: "RBTC", to: "BTC", invoice: "lnbcrt1garbage" }, 400],
      ["/v2/swap/submarine", { from: "RBTC", to: "BTC" }, 400],
      ["/v2/swap/reverse", { ...good, description: "x".repeat(20_000) }, 413],
      ["/__standin/invoices", { amount: -1 }, 400],
      ["/__standin/swaps/nope/expire", {}, 404],
    ];
    for (const [pathname, body, status] of refusals) {
      const answer = await api(pathname, body);
      expect([pathname, answer.status]).toEqual([pathname, status]);
      expect(typeof answer.json.error).toBe("string");
    }
    const notFound = await api("/v2/swap/unknown-id");
    expect(notFound).toEqual({ status: 404, json: { error: "could not find swap with id: unknown-id" } });
    // A mainnet invoice, an expired one.
    const mainnetLike = (await api("/__standin/invoices", { amount: 10_000 })).json.invoice as string;
    expect(
      (await api("/v2/swap/submarine", { from: "RBTC", to: "BTC", invoice: mainnetLike.replace("lnbcrt", "lnbc") }))
        .status,
    ).toBe(400);
    const shortLived = (await api("/__standin/invoices", { amount: 10_000, expiry: 1 })).json.invoice as string;
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await api("/v2/swap/submarine", { from: "RBTC", to: "BTC", invoice: shortLived })).json.error).toMatch(
      /expired/,
    );
  });

  it("answers CORS for the web app's origin only", async () => {
    const allowed = await fetch(`${standin.url}/v2/swap/reverse`, { headers: { origin: "http://127.0.0.1:5173" } });
    expect(allowed.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:5173");
    const other = await fetch(`${standin.url}/v2/swap/reverse`, { headers: { origin: "http://evil.example" } });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("resumes its swaps after a restart, and follows locks made while it was down", async () => {
    const made = (await api("/__standin/invoices", { amount: 30_000 })).json as { invoice: string };
    const swap = (await api("/v2/swap/submarine", { from: "RBTC", to: "BTC", invoice: made.invoice })).json as {
      id: string;
      expectedAmount: number;
      timeoutBlockHeight: number;
    };
    await standin.close();
    const hash = await wallet.writeContract({
      address: etherSwap,
      abi: etherSwapAbi,
      functionName: "lock",
      args: [invoiceHash(made.invoice), standin.address, BigInt(swap.timeoutBlockHeight)],
      value: BigInt(swap.expectedAmount) * 10n ** 10n,
    });
    await publicClient.waitForTransactionReceipt({ hash });
    standin = await start();
    await waitForStatus(swap.id, "transaction.claimed");
    expect(((await api("/__standin/swaps")).json as unknown as unknown[]).length).toBeGreaterThan(5);
  });
});
