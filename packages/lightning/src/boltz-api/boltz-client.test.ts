import { describe, expect, it } from "vitest";
import { BoltzApiError } from "./boltz-api-error";
import { createBoltzClient } from "./boltz-client";
import type { FetchLike } from "./boltz-http";
import * as answers from "./documented-answers.fixture";

interface Recorded {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** A fetch that answers from a table of "METHOD /path" → recorded answer, and records the requests. */
function recordedFetch(table: Record<string, Recorded>) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetch: FetchLike = async (url, init) => {
    requests.push({ url, init });
    const path = new URL(url).pathname;
    const answer = table[`${init.method ?? "GET"} ${path}`];
    if (!answer) return new Response(JSON.stringify({ error: "not found" }), { status: 404 });
    const text = typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status ?? 200, headers: answer.headers });
  };
  return { fetch, requests };
}

const clientFor = (table: Record<string, Recorded>, extra: { timeoutMs?: number; maxResponseBytes?: number } = {}) => {
  const recorded = recordedFetch(table);
  return {
    client: createBoltzClient({ baseUrl: "https://api.example/", fetch: recorded.fetch, ...extra }),
    requests: recorded.requests,
  };
};

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return "resolved";
  } catch (error) {
    return error instanceof BoltzApiError ? error.code : String(error);
  }
};

describe("pairs (GET /v2/swap/submarine | reverse | chain)", () => {
  it("reads the RBTC pairs of Boltz's documented answers as bigint sats and rate mantissas", async () => {
    const { client } = clientFor({
      "GET /v2/swap/submarine": { body: answers.SUBMARINE_PAIRS },
      "GET /v2/swap/reverse": { body: answers.REVERSE_PAIRS },
      "GET /v2/swap/chain": { body: answers.CHAIN_PAIRS },
    });
    expect(await client.getPair("submarine")).toEqual({
      type: "submarine",
      from: "RBTC",
      to: "BTC",
      hash: answers.SUBMARINE_PAIRS.RBTC.BTC.hash,
      limits: { minimalSat: 10_000n, maximalSat: 4_294_967n },
      fees: { rate: 10n ** 15n, minerFeeSat: 155n },
    });
    expect(await client.getPair("reverse")).toMatchObject({
      from: "BTC",
      to: "RBTC",
      fees: { rate: 25n * 10n ** 14n, minerFeeSat: 276n },
      claimFeeEstimateSat: 143n,
    });
    expect(await client.getPair("chain")).toMatchObject({
      fees: { rate: 5n * 10n ** 15n, minerFeeSat: 7_035n },
      claimFeeEstimateSat: 3_108n,
    });
  });

  it("says undefined when the pair is not offered, and refuses a malformed pair whole", async () => {
    const { client } = clientFor({
      "GET /v2/swap/reverse": { body: { BTC: { BTC: answers.REVERSE_PAIRS.BTC.BTC } } },
      "GET /v2/swap/submarine": {
        body: { RBTC: { BTC: { ...answers.SUBMARINE_PAIRS.RBTC.BTC, fees: { percentage: 0.1, minerFees: 1.5 } } } },
      },
      "GET /v2/swap/chain": { body: { BTC: { RBTC: { ...answers.CHAIN_PAIRS.BTC.RBTC, rate: 0.99 } } } },
    });
    expect(await client.getPair("reverse")).toBeUndefined();
    expect(await codeOf(client.getPair("submarine"))).toBe("lightning.providerInvalidAnswer");
    expect(await codeOf(client.getPair("chain"))).toBe("lightning.providerInvalidAnswer");
  });
});

describe("swap creation", () => {
  it("posts Boltz's documented request bodies and reads the answers", async () => {
    const { client, requests } = clientFor({
      "POST /v2/swap/submarine": { status: 201, body: answers.SUBMARINE_CREATED },
      "POST /v2/swap/reverse": { status: 201, body: answers.REVERSE_CREATED },
      "POST /v2/swap/chain": { status: 201, body: answers.CHAIN_CREATED },
    });
    const submarine = await client.createSubmarineSwap({ invoice: "lnbcrt1...", pairHash: "h1" });
    expect(submarine).toEqual({
      id: "tJ6yRfMpYwUm",
      etherSwapAddress: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
      claimAddress: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
      timeoutBlockHeight: 7_200_123n,
      expectedAmountSat: 50_205n,
      acceptZeroConf: false,
    });
    const reverse = await client.createReverseSwap({
      invoiceAmountSat: 50_000n,
      preimageHash: `0x${"aa".repeat(32)}`,
      claimAddress: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
      pairHash: "h2",
    });
    expect(reverse).toMatchObject({
      onchainAmountSat: 49_599n,
      timeoutBlockHeight: 7_200_456n,
      invoice: "lnbcrt500u1pjexample",
    });
    const chain = await client.createChainSwap({
      userLockAmountSat: 100_000n,
      preimageHash: `0x${"bb".repeat(32)}`,
      claimAddress: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
      refundPublicKey: `0x02${"cc".repeat(32)}`,
      pairHash: "h3",
    });
    expect(chain.rbtcClaim).toMatchObject({ amountSat: 92_465n, timeoutBlockHeight: 7_201_000n });
    expect(chain.btcLockup).toMatchObject({ amountSat: 100_000n, timeoutBlockHeight: 812n });

    expect(requests.map((r) => JSON.parse(String(r.init.body)) as unknown)).toEqual([
      { from: "RBTC", to: "BTC", invoice: "lnbcrt1...", pairHash: "h1" },
      {
        from: "BTC",
        to: "RBTC",
        invoiceAmount: 50_000,
        preimageHash: "aa".repeat(32),
        claimAddress: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
        pairHash: "h2",
      },
      {
        from: "BTC",
        to: "RBTC",
        userLockAmount: 100_000,
        preimageHash: "bb".repeat(32),
        claimAddress: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
        refundPublicKey: `02${"cc".repeat(32)}`,
        pairHash: "h3",
      },
    ]);
    expect(requests[0]?.url).toBe("https://api.example/v2/swap/submarine");
  });

  it("refuses answers missing a field, with a fractional amount, or a non-address", async () => {
    const { client } = clientFor({
      "POST /v2/swap/submarine": { status: 201, body: { ...answers.SUBMARINE_CREATED, claimAddress: "0x1234" } },
      "POST /v2/swap/reverse": { status: 201, body: { ...answers.REVERSE_CREATED, onchainAmount: 49_599.5 } },
    });
    expect(await codeOf(client.createSubmarineSwap({ invoice: "x", pairHash: "h" }))).toBe(
      "lightning.providerInvalidAnswer",
    );
    expect(
      await codeOf(
        client.createReverseSwap({
          invoiceAmountSat: 1n,
          preimageHash: "0x00",
          claimAddress: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
          pairHash: "h",
        }),
      ),
    ).toBe("lightning.providerInvalidAnswer");
  });
});

describe("status, contracts, cooperative refund", () => {
  it("reads them", async () => {
    const { client } = clientFor({
      "GET /v2/swap/tJ6yRfMpYwUm": { body: answers.STATUS_CONFIRMED },
      "GET /v2/chain/contracts": { body: answers.CONTRACTS },
      "GET /v2/swap/submarine/tJ6yRfMpYwUm/refund": { body: answers.REFUND_SIGNATURE },
    });
    expect(await client.getSwapStatus("tJ6yRfMpYwUm")).toEqual({
      status: "transaction.confirmed",
      transactionId: "0xabc",
      transactionHex: "0x",
    });
    expect(await client.getEtherSwapAddress(31337)).toBe("0x5FbDB2315678afecb367f032d93F642f64180aa3");
    expect(await client.getEtherSwapAddress(30)).toBeUndefined();
    expect(await client.getCooperativeRefundSignature("tJ6yRfMpYwUm")).toBe(answers.REFUND_SIGNATURE.signature);
  });
});

describe("errors", () => {
  it("maps Boltz's error answers to catalogue ids", async () => {
    const { client } = clientFor({
      "GET /v2/swap/nope": { status: 404, body: answers.SWAP_NOT_FOUND },
      "POST /v2/swap/submarine": { status: 400, body: answers.INVALID_PAIR_HASH },
      "POST /v2/swap/reverse": { status: 400, body: answers.BELOW_MINIMAL },
      "GET /v2/swap/reverse": { status: 503, body: "<html>down</html>" },
      "GET /v2/swap/submarine": { status: 200, body: "not json" },
    });
    expect(await codeOf(client.getSwapStatus("nope"))).toBe("lightning.swapNotFound");
    expect(await codeOf(client.createSubmarineSwap({ invoice: "x", pairHash: "old" }))).toBe("lightning.pairOutdated");
    expect(
      await codeOf(
        client.createReverseSwap({
          invoiceAmountSat: 5_000n,
          preimageHash: "0x00",
          claimAddress: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
          pairHash: "h",
        }),
      ),
    ).toBe("lightning.belowMinimum");
    expect(await codeOf(client.getPair("reverse"))).toBe("lightning.providerUnavailable");
    expect(await codeOf(client.getPair("submarine"))).toBe("lightning.providerInvalidAnswer");
  });

  it("keeps Boltz's words as detail", async () => {
    const { client } = clientFor({
      "POST /v2/swap/submarine": { status: 400, body: { error: "the provided invoice expired already" } },
    });
    await expect(client.createSubmarineSwap({ invoice: "x", pairHash: "h" })).rejects.toMatchObject({
      code: "validation.invoiceExpired",
      detail: "the provided invoice expired already",
      status: 400,
    });
  });

  it("gives up after the timeout, and on an unreachable server", async () => {
    const hanging: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener("abort", () => reject(init.signal?.reason as Error)),
      );
    const slow = createBoltzClient({ baseUrl: "https://api.example", fetch: hanging, timeoutMs: 50 });
    expect(await codeOf(slow.getSwapStatus("x"))).toBe("lightning.providerUnavailable");
    const down = createBoltzClient({ baseUrl: "http://127.0.0.1:9", timeoutMs: 2_000 });
    expect(await codeOf(down.getSwapStatus("x"))).toBe("lightning.providerUnavailable");
  });

  it("refuses an answer larger than the bound, declared or streamed", async () => {
    const big = { body: { status: "x".repeat(5_000) } };
    const { client } = clientFor({ "GET /v2/swap/big": big }, { maxResponseBytes: 1_000 });
    expect(await codeOf(client.getSwapStatus("big"))).toBe("lightning.providerInvalidAnswer");
    const declared = clientFor(
      { "GET /v2/swap/big": { ...big, headers: { "content-length": "5012" } } },
      { maxResponseBytes: 1_000 },
    );
    expect(await codeOf(declared.client.getSwapStatus("big"))).toBe("lightning.providerInvalidAnswer");
  });
});

describe("chain swaps from RBTC to BTC", () => {
  it("sends Boltz's request body and reads its answer: the EVM lock to make, the Taproot lock to claim", async () => {
    const { client, requests } = clientFor({
      "GET /v2/swap/chain": { body: answers.CHAIN_PAIRS },
      "POST /v2/swap/chain": { status: 201, body: answers.CHAIN_TO_BTC_CREATED },
    });
    const pair = await client.getPair("chainToBtc");
    expect(pair).toMatchObject({ from: "RBTC", to: "BTC", fees: { minerFeeSat: 8185n }, claimFeeEstimateSat: 2723n });
    const created = await client.createChainToBtcSwap({
      userLockAmountSat: 100_000n,
      preimageHash: `0x${"aa".repeat(32)}`,
      claimPublicKey: `0x02${"bb".repeat(32)}`,
      refundAddress: "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
      pairHash: pair?.hash ?? "",
    });
    expect(JSON.parse(String(requests[1]?.init.body))).toEqual({
      from: "RBTC",
      to: "BTC",
      userLockAmount: 100_000,
      preimageHash: "aa".repeat(32),
      claimPublicKey: `02${"bb".repeat(32)}`,
      refundAddress: "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
      pairHash: answers.CHAIN_PAIRS.RBTC.BTC.hash,
    });
    expect(created).toEqual({
      id: "ChA1nOuT",
      rbtcLockup: {
        etherSwapAddress: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
        claimAddress: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
        amountSat: 100_000n,
        timeoutBlockHeight: 7_201_000n,
      },
      btcClaim: {
        swapTree: answers.CHAIN_TO_BTC_CREATED.claimDetails.swapTree,
        lockupAddress: answers.CHAIN_TO_BTC_CREATED.claimDetails.lockupAddress,
        serverPublicKey: `0x${answers.CHAIN_TO_BTC_CREATED.claimDetails.serverPublicKey}`,
        amountSat: 99_165n,
        timeoutBlockHeight: 1_204n,
      },
    });
  });

  it("refuses an answer without a usable server key or swap tree", async () => {
    const broken = (claimDetails: Record<string, unknown>) =>
      clientFor({
        "POST /v2/swap/chain": {
          status: 201,
          body: {
            ...answers.CHAIN_TO_BTC_CREATED,
            claimDetails: { ...answers.CHAIN_TO_BTC_CREATED.claimDetails, ...claimDetails },
          },
        },
      }).client.createChainToBtcSwap({
        userLockAmountSat: 100_000n,
        preimageHash: `0x${"aa".repeat(32)}`,
        claimPublicKey: `0x02${"bb".repeat(32)}`,
        refundAddress: "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
        pairHash: "h",
      });
    expect(await codeOf(broken({ serverPublicKey: "04ab" }))).toBe("lightning.providerInvalidAnswer");
    expect(await codeOf(broken({ swapTree: { claimLeaf: { version: 192, output: "xyz" } } }))).toBe(
      "lightning.providerInvalidAnswer",
    );
  });

  it("reads Boltz's BTC lock and broadcasts the claim through POST /v2/chain/BTC/transaction", async () => {
    const { client, requests } = clientFor({
      "GET /v2/swap/chain/ChA1nOuT/transactions": { body: answers.CHAIN_TRANSACTIONS },
      "POST /v2/chain/BTC/transaction": { status: 201, body: { id: "12".repeat(32) } },
    });
    expect(await client.getChainServerLock("ChA1nOuT")).toEqual({ id: "ef".repeat(32), hex: "02000000000101" });
    expect(await client.broadcastBtcTransaction("0200")).toBe("12".repeat(32));
    expect(JSON.parse(String(requests[1]?.init.body))).toEqual({ hex: "0200" });
  });
});
