/** The REST routes against the real local chain and the indexer as a child process. */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BaseError, parseEther, type Hex } from "viem";
import { readSnapshot } from "@ceiba/sdk";
import { TERMS_MESSAGE } from "../src/offchain/terms";
import { account, publicClient, rpcUrl, walletFor } from "./clients";
import { startIndexer, waitFor, type RunningIndexer } from "./indexer-process";
import { deployment } from "./scenario";

let indexer: RunningIndexer;
let offchainDir: string;

beforeAll(async () => {
  offchainDir = await mkdtemp(path.join(os.tmpdir(), "ceiba-offchain-"));
  process.env.CEIBA_OFFCHAIN_PGLITE_DIR = offchainDir;
  process.env.CEIBA_API_RATE_LIMIT_PER_MINUTE = "400";
  indexer = await startIndexer("pglite", rpcUrl);
  await waitFor(
    async () => (await fetch(`${indexer.url}/region`)).status === 200,
    90_000,
    () => `the API did not start:\n${indexer.output()}`,
  );
});

afterAll(async () => {
  await indexer?.stop();
  await rm(offchainDir, { recursive: true, force: true });
});

const get = (pathAndQuery: string, headers: Record<string, string> = {}) =>
  fetch(`${indexer.url}${pathAndQuery}`, { headers });
const post = (route: string, body: unknown) =>
  fetch(`${indexer.url}${route}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

describe("terms", () => {
  const signer = account(5);
  it("accepts a real EOA signature of the terms, idempotently", async () => {
    const signed = await signer.signMessage({ message: TERMS_MESSAGE });
    const body = { address: signer.address, message: TERMS_MESSAGE, signed_message: signed, wallet_name: "test" };
    const first = await post("/users/accept-terms-and-conditions", body);
    expect(first.status).toBe(200);
    const firstJson = (await first.json()) as { data: { accepted_at: string } };
    const again = (await (await post("/users/accept-terms-and-conditions", body)).json()) as typeof firstJson;
    expect(again.data.accepted_at).toBe(firstJson.data.accepted_at);
    const user = (await (await get(`/users/fetch-user-data?address=${signer.address}`)).json()) as {
      tac_response: boolean;
    };
    expect(user.tac_response).toBe(true);
  });

  it("refuses forged, foreign and other-message signatures", async () => {
    const victim = account(6);
    const other = await account(7).signMessage({ message: TERMS_MESSAGE });
    const otherMessage = await victim.signMessage({ message: "otro mensaje" });
    const forged = `0x${"11".repeat(65)}`;
    for (const [message, signed] of [
      [TERMS_MESSAGE, other],
      [TERMS_MESSAGE, forged],
      [TERMS_MESSAGE, otherMessage],
      ["otro mensaje", otherMessage],
    ] as const) {
      const res = await post("/users/accept-terms-and-conditions", {
        address: victim.address,
        message,
        signed_message: signed,
        wallet_name: "x",
      });
      expect(res.status).toBe(400);
    }
    const user = (await (await get(`/users/fetch-user-data?address=${victim.address}`)).json()) as {
      tac_response: boolean;
    };
    expect(user.tac_response).toBe(false);
  });
});

const txHashOf = (e: unknown): unknown => (e as { data?: { txHash?: unknown } } | null)?.data?.txHash;

/** Hardhat mines a reverting transaction but answers eth_sendRawTransaction with an error carrying its hash. */
async function mined(sent: Promise<Hex>): Promise<Hex> {
  try {
    return await sent;
  } catch (error) {
    const carrier = error instanceof BaseError ? error.walk((e) => typeof txHashOf(e) === "string") : null;
    const hash = txHashOf(carrier);
    if (!hash) throw error;
    return hash as Hex;
  }
}

describe("transactions", () => {
  it("decodes a successful and a reverted transaction", async () => {
    const wallet = walletFor(8);
    const ok = await wallet.sendTransaction({ to: account(9).address, value: parseEther("0.001") });
    await publicClient.waitForTransactionReceipt({ hash: ok });
    expect(await (await get(`/transaction/decodeLogs?txHash=${ok}`)).json()).toEqual({
      success: true,
      error: null,
      recommendation: null,
    });
    // Calling the comptroller with an unknown selector reverts; the fixed gas keeps it from being estimated.
    const bad = await mined(
      wallet.sendTransaction({
        to: deployment.contracts.comptroller,
        data: "0xdeadbeef",
        gas: 200_000n,
      }),
    );
    const receipt = await publicClient.waitForTransactionReceipt({ hash: bad });
    expect(receipt.status).toBe("reverted");
    const decoded = (await (await get(`/transaction/decodeLogs?txHash=${bad}`)).json()) as {
      success: boolean;
      error: string;
    };
    expect(decoded.success).toBe(false);
    expect(decoded.error).toMatch(/\./);
    const reason = (await (await get(`/transaction/revertReason?txHash=${bad}`)).json()) as { message: string | null };
    expect(reason.message).not.toBeNull();
    expect((await get(`/transaction/decodeLogs?txHash=0x${"ab".repeat(32)}`)).status).toBe(404);
  });
});

describe("user info", () => {
  it("matches the Lens snapshot", async () => {
    const who = account(1).address;
    const body = (await (await get(`/users/info?address=${who}`)).json()) as {
      blockNumber: string;
      marketResults: { market_address: string; cash: string; exchange_rate: string; asset_in_wallet: string }[];
    };
    const snap = await readSnapshot(publicClient, deployment, { account: who, blockNumber: BigInt(body.blockNumber) });
    expect(body.marketResults.length).toBe(snap.markets.length);
    for (const [i, m] of snap.markets.entries()) {
      expect(body.marketResults[i]?.cash).toBe(String(m.cash));
      expect(body.marketResults[i]?.exchange_rate).toBe(String(m.exchangeRateStored));
      expect(body.marketResults[i]?.asset_in_wallet).toBe(String(snap.account.positions[i]?.walletBalance ?? 0n));
    }
    const markets = (await (await get("/markets/balance")).json()) as { marketsBalance: unknown[] };
    expect(markets.marketsBalance.length).toBe(snap.markets.length);
  });
});

describe("region, logs, CORS", () => {
  it("reads the country from the trusted header", async () => {
    expect(await (await get("/region", { "cf-ipcountry": "us" })).json()).toEqual({ country: "US" });
    expect(await (await get("/region")).json()).toEqual({ country: null });
  });

  it("stores logs and refuses bodies over 16 KiB", async () => {
    expect((await post("/logs", { client_information: { ua: "t" }, data: { m: "hi" } })).status).toBe(201);
    expect((await post("/logs", { client_information: {}, data: "x".repeat(17 * 1024) })).status).toBe(413);
  });

  it("allows only the app origins", async () => {
    const allowed = await get("/region", { origin: "http://127.0.0.1:5173" });
    expect(allowed.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:5173");
    const other = await get("/region", { origin: "https://evil.example" });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("malformed requests and rate limit", () => {
  it("answers 200+ malformed requests with 4xx, never 5xx", async () => {
    const bad = [
      "",
      "0x",
      "0x12",
      "zz",
      `0x${"g".repeat(40)}`,
      `0x${"1".repeat(63)}`,
      "%00",
      "' OR 1=1",
      "0x".padEnd(300, "f"),
    ];
    const requests: (() => Promise<Response>)[] = [];
    for (const value of bad) {
      const q = encodeURIComponent(value);
      requests.push(() => get(`/transaction/decodeLogs?txHash=${q}`));
      requests.push(() => get(`/transaction/revertReason?txHash=${q}`));
      requests.push(() => get(`/users/fetch-user-data?address=${q}`));
      requests.push(() => get(`/users/info?address=${q}`));
      requests.push(() => post("/faucet", { address: value }));
    }
    const bodies: unknown[] = ["{", "[]", "null", "1", '"s"', {}, { address: 1 }, { address: "0x1", message: 2 }];
    for (const body of bodies) {
      requests.push(() => post("/users/accept-terms-and-conditions", body));
      requests.push(() => post("/logs", body));
      requests.push(() => post("/faucet", body));
    }
    const signed: Hex = `0x${"00".repeat(65)}`;
    for (let i = 0; i < 150; i += 1) {
      const field = ["address", "message", "signed_message", "wallet_name"][i % 4] ?? "address";
      const body: Record<string, unknown> = {
        address: account(5).address,
        message: TERMS_MESSAGE,
        signed_message: signed,
        wallet_name: "w",
      };
      body[field] = [null, 5, "", "x".repeat(9000), ["a"], { a: 1 }][i % 6];
      requests.push(() => post("/users/accept-terms-and-conditions", body));
    }
    expect(requests.length).toBeGreaterThanOrEqual(200);
    const statuses: number[] = [];
    for (const request of requests) statuses.push(await request().then((res) => res.status));
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s < 400)).toEqual([]);
  });

  it("limits each client and says when to retry", async () => {
    let limited: Response | undefined;
    for (let i = 0; i < 500 && !limited; i += 1) {
      const res = await get("/region");
      if (res.status === 429) limited = res;
    }
    expect(limited?.status).toBe(429);
    expect(Number(limited?.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
