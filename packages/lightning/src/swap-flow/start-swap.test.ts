/**
 * The order of a swap's creation against Boltz's documented answers (a recorded fetch, no network, no chain):
 * the secrets are in the store before the POST leaves, nothing leaves when they cannot be kept, and a POST
 * or an answer that fails leaves no pending record behind. test/swap-flows.test.ts runs the same functions
 * against the real stand-in.
 */
import { secp256k1 } from "@noble/curves/secp256k1";
import { taprootLockup } from "@ceiba/boltz-standin";
import { encodeLightningInvoice } from "@ceiba/core";
import { describe, expect, it } from "vitest";
import type { Hex } from "viem";
import { createBoltzClient } from "../boltz-api/boltz-client";
import type { FetchLike } from "../boltz-api/boltz-http";
import * as answers from "../boltz-api/documented-answers.fixture";
import { compressedPublicKey, preimageMatches } from "../swap-secrets/preimage";
import { createMemorySwapStore, type SwapStore } from "../swap-secrets/swap-store";
import { startChainSwap, startReverseSwap, startSubmarineSwap, type StartSwapContext } from "./start-swap";

const NOW = 1_700_000_000;
const CHAIN_ID = 1337;
const CLAIM_ADDRESS = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";
const ETHER_SWAP = answers.REVERSE_CREATED.lockupAddress;

/** A regtest invoice of `amountSat` bound to `paymentHash` (hex without 0x), as Boltz would answer it. */
const invoiceFor = (amountSat: number, paymentHash: string) =>
  encodeLightningInvoice(
    { prefix: "lnbcrt", amountMsat: BigInt(amountSat) * 1000n, timestamp: NOW, paymentHash, expiry: 3600 },
    (hash) => {
      const signature = secp256k1.sign(hash, "22".repeat(32));
      return { compact: signature.toCompactRawBytes(), recoveryId: signature.recovery };
    },
  );

type Answered = { status: number; body: unknown };
type Answer = Answered | ((body: Record<string, unknown>) => Answered | Promise<Answered>);

/** Boltz's documented reverse answer, its invoice bound to the hash the client sent (`hash` to bind another). */
const reverseCreated = (body: Record<string, unknown>, hash = String(body["preimageHash"])): Answered => ({
  status: 201,
  body: { ...answers.REVERSE_CREATED, invoice: invoiceFor(Number(body["invoiceAmount"]), hash) },
});

/** Boltz's BTC key in the chain answers (the stand-in's Bitcoin code computes the lockup it would answer). */
const SERVER_KEY = `0x${answers.CHAIN_CREATED.lockupDetails.serverPublicKey}` as Hex;

/**
 * Boltz's documented chain answer for the posted preimage hash and refund key: the Taproot lockup of Boltz's claim
 * and the user's refund, as the stand-in's own Bitcoin code builds it (`refundKey` to build it for another key).
 */
const chainCreated = (body: Record<string, unknown>, refundKey = `0x${String(body["refundPublicKey"])}`): Answered => {
  const { lockupDetails } = answers.CHAIN_CREATED;
  const lockup = taprootLockup(
    `0x${String(body["preimageHash"])}`,
    SERVER_KEY,
    refundKey as Hex,
    lockupDetails.timeoutBlockHeight,
    "claim",
  );
  return {
    status: 201,
    body: {
      ...answers.CHAIN_CREATED,
      lockupDetails: {
        ...lockupDetails,
        swapTree: lockup.swapTree,
        lockupAddress: lockup.address,
        bip21: `bitcoin:${lockup.address}?amount=0.001`,
      },
    },
  };
};

/**
 * Boltz's documented answers by "METHOD /path"; every request goes into `events` as it is sent, and a POST's
 * answer may depend on its body (the invoice is bound to the preimage hash the client sends).
 */
function boltzAnswering(events: string[], overrides: Record<string, Answer> = {}) {
  const table: Record<string, Answer> = {
    "GET /v2/swap/reverse": { status: 200, body: answers.REVERSE_PAIRS },
    "GET /v2/swap/chain": { status: 200, body: answers.CHAIN_PAIRS },
    "GET /v2/swap/submarine": { status: 200, body: answers.SUBMARINE_PAIRS },
    "GET /v2/chain/contracts": {
      status: 200,
      body: { rsk: { ...answers.CONTRACTS.rsk, network: { chainId: CHAIN_ID } } },
    },
    "POST /v2/swap/reverse": (body) => reverseCreated(body),
    "POST /v2/swap/chain": (body) => chainCreated(body),
    "POST /v2/swap/submarine": { status: 201, body: answers.SUBMARINE_CREATED },
    ...overrides,
  };
  const bodies: Record<string, unknown>[] = [];
  const fetch: FetchLike = async (url, init) => {
    const route = `${init.method ?? "GET"} ${new URL(url).pathname}`;
    events.push(route);
    const body = typeof init.body === "string" ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    if (init.method === "POST") bodies.push(body);
    const entry = table[route] ?? { status: 404, body: { error: "no route" } };
    const answer = typeof entry === "function" ? await entry(body) : entry;
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  };
  return { client: createBoltzClient({ baseUrl: "https://boltz.test", fetch }), bodies };
}

/** The memory store, with each write logged into `events` (and savePending failing when asked). */
function loggedStore(events: string[], options: { failPending?: boolean } = {}): SwapStore {
  const store = createMemorySwapStore();
  return {
    ...store,
    async savePending(pending) {
      if (options.failPending) throw new Error("storage full");
      await store.savePending(pending);
      events.push(`savePending ${pending.kind}`);
    },
    async save(swap) {
      await store.save(swap);
      events.push(`save ${swap.id}`);
    },
    async removePending(preimageHash) {
      await store.removePending(preimageHash);
      events.push("removePending");
    },
  };
}

/** A node at block 100 with EtherSwap version 6 at every address. */
const node = {
  getBlockNumber: async () => 100n,
  getCode: async () => "0x6080" as Hex,
  readContract: async () => 6,
} as unknown as StartSwapContext["publicClient"];

/**
 * A client over the documented answers and a logged store. `overrides` get the store too, to look at it
 * while a request is being answered.
 */
function setup(options: { failPending?: boolean; overrides?: (store: SwapStore) => Record<string, Answer> } = {}) {
  const events: string[] = [];
  const store = loggedStore(events, options);
  const boltz = boltzAnswering(events, options.overrides?.(store));
  const context: StartSwapContext = {
    client: boltz.client,
    store,
    publicClient: node,
    chainId: CHAIN_ID,
    nowSeconds: NOW,
  };
  return { events, store, context, bodies: boltz.bodies };
}

const posts = (events: string[]) => events.filter((event) => event.startsWith("POST"));
type Kept = Awaited<ReturnType<SwapStore["listPending"]>>;

describe("startReverseSwap: the preimage is stored before Boltz is asked", () => {
  it("stores the pending secret, then POSTs its hash; then stores the swap under Boltz's id and drops the record", async () => {
    let keptAtPost: Kept = [];
    const { events, store, context, bodies } = setup({
      overrides: (store) => ({
        "POST /v2/swap/reverse": async (body) => {
          keptAtPost = await store.listPending();
          return reverseCreated(body);
        },
      }),
    });
    const swap = await startReverseSwap(context, { invoiceAmountSat: 50_000n, claimAddress: CLAIM_ADDRESS });

    expect(events).toEqual([
      "GET /v2/swap/reverse",
      "savePending reverse",
      "POST /v2/swap/reverse",
      "GET /v2/chain/contracts",
      `save ${answers.REVERSE_CREATED.id}`,
      "removePending",
    ]);
    // While the POST was under way, the store held the very preimage whose hash it carries.
    expect(bodies[0]?.["preimageHash"]).toBe(swap.preimageHash.slice(2));
    expect(keptAtPost).toEqual([
      {
        kind: "reverse",
        chainId: CHAIN_ID,
        createdAt: NOW,
        createdAtBlock: 100n,
        preimageHash: swap.preimageHash,
        preimage: swap.preimage,
        claimAddress: CLAIM_ADDRESS,
        amountSat: 50_000n,
      },
    ]);
    expect(preimageMatches(swap.preimage, swap.preimageHash)).toBe(true);
    expect(swap).toMatchObject({
      id: answers.REVERSE_CREATED.id,
      etherSwapAddress: ETHER_SWAP,
      onchainAmountSat: 49_599n,
    });
    expect(await store.list()).toEqual([swap]);
    expect(await store.listPending()).toEqual([]);
  });

  it("sends no request when the secret cannot be stored", async () => {
    const { events, store, context } = setup({ failPending: true });
    await expect(startReverseSwap(context, { invoiceAmountSat: 50_000n, claimAddress: CLAIM_ADDRESS })).rejects.toThrow(
      "storage full",
    );
    expect(events).toEqual(["GET /v2/swap/reverse"]);
    expect(posts(events)).toEqual([]);
    expect(await store.list()).toEqual([]);
  });

  it("drops the pending record when the POST fails: nothing listed, nothing pending", async () => {
    const { events, store, context } = setup({
      overrides: () => ({ "POST /v2/swap/reverse": { status: 400, body: answers.INVALID_PAIR_HASH } }),
    });
    await expect(
      startReverseSwap(context, { invoiceAmountSat: 50_000n, claimAddress: CLAIM_ADDRESS }),
    ).rejects.toMatchObject({ code: "lightning.pairOutdated" });
    expect(events).toEqual(["GET /v2/swap/reverse", "savePending reverse", "POST /v2/swap/reverse", "removePending"]);
    expect(await store.list()).toEqual([]);
    expect(await store.listPending()).toEqual([]);
  });

  it("drops the pending record when Boltz's answer is refused (an invoice of another hash)", async () => {
    const { events, store, context } = setup({
      overrides: () => ({ "POST /v2/swap/reverse": (body) => reverseCreated(body, "33".repeat(32)) }),
    });
    await expect(
      startReverseSwap(context, { invoiceAmountSat: 50_000n, claimAddress: CLAIM_ADDRESS }),
    ).rejects.toMatchObject({ code: "lightning.providerInvalidAnswer" });
    expect(events.at(-1)).toBe("removePending");
    expect(events.filter((event) => event.startsWith("save "))).toEqual([]);
    expect(await store.list()).toEqual([]);
    expect(await store.listPending()).toEqual([]);
  });
});

describe("startChainSwap: the preimage and the BTC refund key are stored before Boltz is asked", () => {
  it("stores both, POSTs the refund key's public key, then stores the swap and drops the record", async () => {
    let keptAtPost: Kept = [];
    const { events, store, context, bodies } = setup({
      overrides: (store) => ({
        "POST /v2/swap/chain": async (body) => {
          keptAtPost = await store.listPending();
          return chainCreated(body);
        },
      }),
    });
    const swap = await startChainSwap(context, { userLockAmountSat: 100_000n, claimAddress: CLAIM_ADDRESS });
    expect(events).toEqual([
      "GET /v2/swap/chain",
      "savePending chain",
      "POST /v2/swap/chain",
      "GET /v2/chain/contracts",
      `save ${answers.CHAIN_CREATED.id}`,
      "removePending",
    ]);
    expect(keptAtPost).toHaveLength(1);
    expect(keptAtPost[0]).toMatchObject({
      kind: "chain",
      preimage: swap.preimage,
      btcRefundPrivateKey: swap.btcRefundPrivateKey,
      amountSat: 100_000n,
    });
    expect(bodies[0]?.["refundPublicKey"]).toBe(compressedPublicKey(swap.btcRefundPrivateKey).slice(2));
    expect(bodies[0]?.["preimageHash"]).toBe(swap.preimageHash.slice(2));
    expect(await store.list()).toEqual([swap]);
    expect(await store.listPending()).toEqual([]);
    // Boltz's key is kept with the swap: with it and the refund key the lockup is rebuilt for a refund.
    expect(swap.btcServerPublicKey).toBe(SERVER_KEY);
    expect(swap.btcLockupAddress).toMatch(/^bcrt1p/);
  });

  it("refuses a BTC lockup the user could not refund, keeping nothing: no BTC is asked for", async () => {
    // The fixture's address (another output), one whose checksum fails, a lockup whose refund leaf is another
    // key's (built by the stand-in, a valid address and tree of their own), and a tree that is not the address's.
    const broken = "bcrt1pqqqsyqcyq5rqwzqfpg9scrgwpugpzysnzs23v9ccrydpk8qarc0s8w8qen";
    const answersToRefuse: ((body: Record<string, unknown>) => Answered)[] = [
      () => ({ status: 201, body: answers.CHAIN_CREATED }),
      (body) => {
        const answer = chainCreated(body).body as typeof answers.CHAIN_CREATED;
        return { status: 201, body: { ...answer, lockupDetails: { ...answer.lockupDetails, lockupAddress: broken } } };
      },
      (body) => chainCreated(body, SERVER_KEY),
      (body) => {
        const answer = chainCreated(body).body as typeof answers.CHAIN_CREATED;
        const other = chainCreated(body, SERVER_KEY).body as typeof answers.CHAIN_CREATED;
        return {
          status: 201,
          body: { ...answer, lockupDetails: { ...answer.lockupDetails, swapTree: other.lockupDetails.swapTree } },
        };
      },
    ];
    for (const answer of answersToRefuse) {
      const { events, store, context } = setup({ overrides: () => ({ "POST /v2/swap/chain": answer }) });
      await expect(
        startChainSwap(context, { userLockAmountSat: 100_000n, claimAddress: CLAIM_ADDRESS }),
      ).rejects.toMatchObject({ code: "lightning.providerInvalidAnswer" });
      expect(events.at(-1)).toBe("removePending");
      expect(await store.list()).toEqual([]);
      expect(await store.listPending()).toEqual([]);
    }
  });

  it("sends no request when the secrets cannot be stored, and drops them when the POST fails", async () => {
    const refused = setup({ failPending: true });
    await expect(
      startChainSwap(refused.context, { userLockAmountSat: 100_000n, claimAddress: CLAIM_ADDRESS }),
    ).rejects.toThrow("storage full");
    expect(posts(refused.events)).toEqual([]);

    const failing = setup({
      overrides: () => ({ "POST /v2/swap/chain": { status: 503, body: { error: "down" } } }),
    });
    await expect(
      startChainSwap(failing.context, { userLockAmountSat: 100_000n, claimAddress: CLAIM_ADDRESS }),
    ).rejects.toMatchObject({ code: "lightning.providerUnavailable" });
    expect(failing.events).toEqual(["GET /v2/swap/chain", "savePending chain", "POST /v2/swap/chain", "removePending"]);
    expect(await failing.store.listPending()).toEqual([]);
    expect(await failing.store.list()).toEqual([]);
  });
});

describe("startSubmarineSwap", () => {
  it("generates no secret: nothing pending, the swap stored once its answer is checked", async () => {
    const { events, store, context } = setup();
    const invoice = invoiceFor(50_000, "ab".repeat(32));
    const swap = await startSubmarineSwap(context, { invoice, amountSat: 50_000n, refundAddress: CLAIM_ADDRESS });
    expect(events).toEqual([
      "GET /v2/swap/submarine",
      "POST /v2/swap/submarine",
      "GET /v2/chain/contracts",
      `save ${answers.SUBMARINE_CREATED.id}`,
    ]);
    expect(await store.get(swap.id)).toEqual(swap);
  });
});
