/**
 * The API's response cache against the indexer on the shared local chain: a cached answer is the uncached
 * one, every answer names its block, and a new indexed block (or chain block) brings a new answer.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { parseEther } from "viem";
import { depositToken, fundAndApprove } from "./chain-actions";
import { account, publicClient, testClient } from "./clients";
import { INDEXER_START_HOOK_MS, waitFor, waitForIndexedBlock, waitForStart } from "./indexer-process";
import { holdSharedChain } from "./shared-chain-lock";
import { sharedIndexer } from "./shared-indexer";

holdSharedChain();
const indexer = sharedIndexer();

/**
 * Waits until the API answers for the chain's head block (its X-Ceiba-Block). Not until the settings row names it:
 * the row can be a block ahead of the last block Ponder holds whole, which the answers name, and a cached answer
 * then names the block before the row's (the first test compares the two).
 */
async function indexedHead(): Promise<bigint> {
  const head = await publicClient.getBlockNumber();
  await waitForIndexedBlock(indexer, head);
  return head;
}

beforeAll(async () => {
  await waitForStart(indexer, await publicClient.getBlockNumber());
}, INDEXER_START_HOOK_MS);

interface Answer {
  status: number;
  cache: string | null;
  block: string | null;
  hash: string | null;
  text: string;
  // The answers' shapes are the routes' own: read loosely here, checked by value below.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test reads of arbitrary JSON
  json: any;
}

async function answer(res: Response): Promise<Answer> {
  const text = await res.text();
  return {
    status: res.status,
    cache: res.headers.get("x-ceiba-cache"),
    block: res.headers.get("x-ceiba-block"),
    hash: res.headers.get("x-ceiba-block-hash"),
    text,
    json: JSON.parse(text),
  };
}

const DASHBOARD = `{
  markets(orderBy: "marketId", orderDirection: "asc") { items { id symbol cash totalSupply exchangeRate underlyingPrice } }
  setting(isSingleton: true) { latestMigratedBlock latestMigratedBlockHash }
}`;

const graphqlPost = async (query: string) =>
  answer(
    await fetch(`${indexer.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query }),
    }),
  );
const get = async (path: string) => answer(await fetch(`${indexer.url}${path}`));

/**
 * Deposits 10 RIF into kRIF as account `who` (funded and approved first): a new block with protocol events. In
 * kRIF, which the other suites' counts on this shared chain leave alone (kRBTC and kDOC are counted exactly).
 */
async function deposit(who: number): Promise<bigint> {
  await fundAndApprove(who, "RIF", parseEther("10"), "kRIF");
  return (await depositToken(who, "kRIF", parseEther("10"))).blockNumber;
}

describe("the response cache", () => {
  it("answers a repeated GraphQL query from the cache, as computed, with the indexed block", async () => {
    const first = await graphqlPost(DASHBOARD);
    const again = await graphqlPost(DASHBOARD);
    expect(first.status).toBe(200);
    expect(["miss", "hit"]).toContain(first.cache);
    expect(again).toEqual({ ...first, cache: "hit" });
    const { setting } = first.json.data;
    expect([first.block, first.hash]).toEqual([setting.latestMigratedBlock, setting.latestMigratedBlockHash]);
    // The same query written otherwise is another key, computed anew: the same data.
    const other = await graphqlPost(`${DASHBOARD}\n`);
    expect(other.cache).toBe("miss");
    expect(other.json).toEqual(first.json);
  });

  it("answers the next indexed block's data once it is indexed", async () => {
    const before = await graphqlPost(DASHBOARD);
    const block = await deposit(17);
    await indexedHead();
    let after = before;
    await waitFor(
      async () => {
        after = await graphqlPost(DASHBOARD);
        return BigInt(after.block ?? 0) >= block;
      },
      30_000,
      () => `still block ${after.block} after ${block} was indexed`,
    );
    expect(after.json.data.setting.latestMigratedBlock).toBe(after.block);
    const kRIF = (a: Answer) =>
      a.json.data.markets.items.find((m: { symbol: string }) => m.symbol === "kRIF") as { cash: string };
    expect(BigInt(kRIF(after).cash)).toBe(BigInt(kRIF(before).cash) + parseEther("10"));
    expect((await graphqlPost(DASHBOARD)).text).toBe(after.text);
  });

  it("passes mutations through, uncached", async () => {
    const res = await graphqlPost("mutation { setting(isSingleton: true) { chainId } }");
    expect(res.cache).toBe("bypass");
    expect(res.json.errors?.length).toBeGreaterThan(0);
  });

  it("caches a user's activity page per indexed block", async () => {
    const who = 18;
    const path = `/users/activity?address=${account(who).address}&take=5`;
    const first = await get(path);
    expect(first.status).toBe(200);
    expect(await get(path)).toEqual({ ...first, cache: "hit" });
    const block = await deposit(who);
    let after = first;
    await waitFor(
      async () => {
        after = await get(path);
        return BigInt(after.block ?? 0) >= block;
      },
      30_000,
      () => `still block ${after.block} after ${block}:\n${indexer.output()}`,
    );
    expect(after.json.totalCount).toBe(first.json.totalCount + 1);
    expect(after.json.items[0]).toMatchObject({ eventName: "mint", blockNumber: String(block) });
  });

  it("reads the markets' balances once per chain block, at that block", async () => {
    const first = await get("/markets/balance");
    expect(first.status).toBe(200);
    expect(first.block).toBe(first.json.blockNumber);
    const again = await get("/markets/balance");
    if (again.block === first.block) expect(again).toEqual({ ...first, cache: "hit" });
    await testClient.mine({ blocks: 1 });
    const head = await publicClient.getBlockNumber();
    let after = first;
    await waitFor(
      async () => {
        after = await get("/markets/balance");
        return BigInt(after.json.blockNumber) >= head;
      },
      30_000,
      () => `still block ${after.json.blockNumber}, the chain is at ${head}`,
    );
    expect(after.block).toBe(after.json.blockNumber);
  });
});
