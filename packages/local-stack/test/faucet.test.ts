import assert from "node:assert/strict";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { type Address, createPublicClient, http as viemHttp, parseEther } from "viem";
import { privateKeyToAddress } from "viem/accounts";
import { localDeploymentFile, readDeploymentFile } from "@ceiba/deployments/local-protocol";
import { createFaucet, dripFaucet, FAUCET_AMOUNTS, FaucetError } from "../src/faucet.mjs";
import { startFaucetServer } from "../src/faucet-server.mjs";
import { testTokenAbi } from "../src/seed/abis";
import { seededChain } from "./helpers/seeded-chain";

/** A fresh address per test, so the rate limit of one test never meets another. */
let nextKey = 1n;
const freshAddress = (): Address =>
  privateKeyToAddress(`0x${(0xfa0ce7n * 1000n + nextKey++).toString(16).padStart(64, "0")}`);

async function refusal(promise: Promise<unknown>): Promise<FaucetError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof FaucetError, `expected a FaucetError, got ${String(error)}`);
    return error;
  }
  assert.fail("the faucet did not refuse");
}

describe("local stack: the faucet", () => {
  let rpcUrl: string;
  let client: ReturnType<typeof createPublicClient>;
  let tokens: Record<string, Address>;

  before(async () => {
    ({ rpcUrl } = await seededChain());
    client = createPublicClient({ transport: viemHttp(rpcUrl) });
    const deployment = readDeploymentFile(localDeploymentFile("ceiba"));
    if (!deployment) throw new Error("deploy-local wrote no deployment");
    tokens = deployment.tokens;
  });

  const tokenBalance = (symbol: string, owner: Address) => {
    const address = tokens[symbol];
    if (!address) throw new Error(`no ${symbol} token`);
    return client.readContract({ address, abi: testTokenAbi, functionName: "balanceOf", args: [owner] });
  };

  it("sends 1 RBTC and every test token, and says so", async () => {
    const to = freshAddress();
    const drip = await createFaucet({ rpcUrl }).drip(to);
    assert.equal(await client.getBalance({ address: to }), parseEther("1"));
    assert.deepEqual(Object.keys(drip.tokens).sort(), ["BPRO", "DOC", "RIF", "USDRIF", "USDT", "rDOC"]);
    for (const [symbol, amount] of Object.entries(FAUCET_AMOUNTS.tokens)) {
      assert.equal(await tokenBalance(symbol, to), parseEther(amount), symbol);
    }
    assert.equal(drip.address, to.toLowerCase());
    assert.equal(drip.rbtc, "1");
    assert.equal(drip.txHashes.length, 7);
    for (const hash of drip.txHashes) assert.equal((await client.getTransactionReceipt({ hash })).status, "success");
  });

  it("refuses what is not an address, without sending anything", async () => {
    const faucet = createFaucet({ rpcUrl });
    const before = await client.getBlockNumber();
    for (const bad of [
      "",
      "0x123",
      "not an address",
      `0x${"g".repeat(40)}`,
      "0x0000000000000000000000000000000000000000",
    ]) {
      const error = await refusal(faucet.drip(bad));
      assert.equal(error.code, "invalid-address", bad);
      assert.equal(error.status, 400);
    }
    assert.equal((await refusal(faucet.drip(undefined as unknown as string))).status, 400);
    assert.equal(await client.getBlockNumber(), before);
  });

  it("serves an address once per cooldown, whatever its letter case", async () => {
    let clock = 1_000_000;
    const faucet = createFaucet({ rpcUrl, now: () => clock });
    const to = freshAddress();
    await faucet.drip(to);
    clock += 59_000;
    const error = await refusal(faucet.drip(to.toUpperCase().replace("0X", "0x")));
    assert.equal(error.code, "too-soon");
    assert.equal(error.status, 429);
    assert.equal(error.retryAfterSeconds, 1);
    await faucet.drip(freshAddress()); // others are served meanwhile
    clock += 1_000;
    await faucet.drip(to);
    assert.equal(await client.getBalance({ address: to }), parseEther("2"));
  });

  it("keeps one rate limit per chain for dripFaucet callers", async () => {
    const to = freshAddress();
    const drip = await dripFaucet({ rpcUrl, to });
    assert.equal(drip.txHashes.length, 7);
    assert.equal((await refusal(dripFaucet({ rpcUrl, to }))).code, "too-soon");
  });

  it("refuses any chain but 1337 before sending", async () => {
    const calls: string[] = [];
    const fake = http.createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        const { id, method } = JSON.parse(body) as { id: number; method: string };
        calls.push(method);
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ jsonrpc: "2.0", id, result: method === "eth_chainId" ? "0x1f" : null }));
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = fake.address() as AddressInfo;
      const error = await refusal(createFaucet({ rpcUrl: `http://127.0.0.1:${port}` }).drip(freshAddress()));
      assert.equal(error.code, "wrong-chain");
      assert.equal(error.status, 403);
      assert.deepEqual(calls, ["eth_chainId"]);
    } finally {
      fake.close();
    }
  });

  it("refuses a chain without the protocol, and a failed drip does not count against the address", async () => {
    const to = freshAddress();
    const missing = createFaucet({
      rpcUrl,
      deploymentFile: path.join(path.dirname(localDeploymentFile("ceiba")), "none.json"),
    });
    const error = await refusal(missing.drip(to));
    assert.equal(error.code, "not-deployed");
    assert.equal(error.status, 503);
    const again = await refusal(missing.drip(to));
    assert.equal(again.code, "not-deployed");
  });

  describe("over HTTP", () => {
    let url: string;
    let close: () => Promise<void>;

    before(async () => {
      ({ url, close } = await startFaucetServer({ faucet: createFaucet({ rpcUrl }), port: 0 }));
    });
    after(() => close());

    const post = (body: string, origin = "http://127.0.0.1:5173") =>
      fetch(url, { method: "POST", headers: { "content-type": "application/json", origin }, body });

    it("answers a drip with JSON, CORS for the web app", async () => {
      const to = freshAddress();
      const res = await post(JSON.stringify({ address: to }));
      assert.equal(res.status, 200);
      assert.equal(res.headers.get("access-control-allow-origin"), "http://127.0.0.1:5173");
      const body = (await res.json()) as { rbtc: string; tokens: Record<string, string>; txHashes: string[] };
      assert.equal(body.rbtc, "1");
      assert.equal(body.tokens.DOC, "10000");
      assert.equal(body.txHashes.length, 7);
      assert.equal(await tokenBalance("DOC", to), parseEther("10000"));
    });

    it("answers 429 with Retry-After when the same address asks again", async () => {
      const to = freshAddress();
      assert.equal((await post(JSON.stringify({ address: to }))).status, 200);
      const res = await post(JSON.stringify({ address: to }));
      assert.equal(res.status, 429);
      const retryAfter = Number(res.headers.get("retry-after"));
      assert.ok(retryAfter > 0 && retryAfter <= 60, `Retry-After ${retryAfter}`);
      assert.equal(((await res.json()) as { error: string }).error, "too-soon");
    });

    it("answers bad requests with 4xx JSON errors", async () => {
      const cases: [Promise<Response>, number, string][] = [
        [post(JSON.stringify({ address: "0x1234" })), 400, "invalid-address"],
        [post(JSON.stringify({})), 400, "invalid-address"],
        [post("{not json"), 400, "invalid-json"],
        [post(JSON.stringify({ address: "x".repeat(5000) })), 413, "too-large"],
        [fetch(url, { method: "DELETE" }), 405, "method-not-allowed"],
        [fetch(url.replace("/faucet", "/other"), { method: "POST", body: "{}" }), 404, "not-found"],
      ];
      for (const [response, status, code] of cases) {
        const res = await response;
        assert.equal(res.status, status, code);
        assert.equal(((await res.json()) as { error: string }).error, code);
      }
    });

    it("tells the amounts and answers CORS preflights of the web app only", async () => {
      const res = await fetch(url);
      assert.deepEqual(await res.json(), { ...FAUCET_AMOUNTS, cooldownSeconds: 60 });
      const preflight = await fetch(url, { method: "OPTIONS", headers: { origin: "http://localhost:5173" } });
      assert.equal(preflight.status, 204);
      assert.equal(preflight.headers.get("access-control-allow-origin"), "http://localhost:5173");
      const stranger = await post(JSON.stringify({ address: "0x1" }), "https://example.com");
      assert.equal(stranger.headers.get("access-control-allow-origin"), null);
    });
  });
});
