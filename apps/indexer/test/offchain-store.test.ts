/**
 * The off-chain store's swap history on PGlite, and on PostgreSQL when DATABASE_URL is set: what the
 * /swaps routes rely on (exact uint256 amounts, newest first, status filters, pages, one record per id and
 * per transaction, compare-and-set status changes), and that a reindex never touches it.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_PGLITE_DIR } from "../scripts/data-dir.mjs";
import { resetChainData } from "../scripts/reset-chain-data.mjs";
import {
  offchainDatabaseFromEnv,
  openOffchainStore,
  type NewSwap,
  type OffchainDatabase,
  type OffchainStore,
} from "../src/offchain/store";

const kinds = process.env.DATABASE_URL ? (["pglite", "postgres"] as const) : (["pglite"] as const);
const MAX_UINT256 = String(2n ** 256n - 1n);
const ALICE = "0x00000000000000000000000000000000000a11ce";
const BOB = "0x0000000000000000000000000000000000000b0b";

/** Deletes one chain id's swaps from a PostgreSQL store (pg ships no types: the module name is a variable). */
async function deleteSwaps(connectionString: string, chainId: number): Promise<void> {
  const moduleName = "pg";
  const pg = (await import(moduleName)) as {
    default: {
      Client: new (options: { connectionString: string }) => {
        connect(): Promise<void>;
        query(sql: string, params: unknown[]): Promise<unknown>;
        end(): Promise<void>;
      };
    };
  };
  const client = new pg.default.Client({ connectionString });
  await client.connect();
  try {
    await client.query("DELETE FROM ceiba_offchain.swaps WHERE chain_id = $1", [chainId]);
  } finally {
    await client.end();
  }
}

describe.each(kinds)("the swap history on %s", (kind) => {
  // A chain id of this run only, so a shared PostgreSQL database keeps other runs' rows apart.
  const chainId = 900_000 + Math.floor(Math.random() * 90_000);
  let database: OffchainDatabase;
  let store: OffchainStore;
  let dir: string | undefined;
  const cleanup: (() => Promise<void>)[] = [];

  const swap = (id: string, overrides: Partial<NewSwap> = {}): NewSwap => ({
    id,
    chainId,
    address: ALICE,
    provider: "lightning",
    status: "Pending",
    txHash: null,
    fromToken: { id: "BTC", symbol: "BTC" },
    toToken: { id: "0x0000000000000000000000000000000000000000", symbol: "RBTC" },
    fromAmount: "50000",
    toAmount: "500000000000000",
    timestamp: 1_700_000_000,
    ...overrides,
  });

  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it("opens a store of its own", async () => {
    if (kind === "pglite") {
      dir = await mkdtemp(path.join(os.tmpdir(), "ceiba-offchain-store-"));
      database = { kind, directory: dir };
      cleanup.push(() => rm(dir ?? "", { recursive: true, force: true }));
    } else {
      database = { kind, connectionString: process.env.DATABASE_URL ?? "" };
    }
    store = await openOffchainStore(database);
    cleanup.push(async () => {
      await store.close();
      if (database.kind === "postgres") await deleteSwaps(database.connectionString, chainId);
    });
  });

  it("keeps uint256 amounts exact and one record per id and per transaction", async () => {
    expect(await store.insertSwap(swap("max", { fromAmount: MAX_UINT256, toAmount: MAX_UINT256 }))).toBe(true);
    expect(await store.findSwap(chainId, "max")).toMatchObject({
      id: "max",
      chainId,
      fromAmount: MAX_UINT256,
      toAmount: MAX_UINT256,
      timestamp: 1_700_000_000,
      txHash: null,
    });
    expect(await store.insertSwap(swap("max", { toAmount: "1" }))).toBe(false);
    expect((await store.findSwap(chainId, "max"))?.toAmount).toBe(MAX_UINT256);
    const tx = `0x${"ab".repeat(32)}`;
    expect(await store.insertSwap(swap("agg", { provider: "aggregator", status: "Completed", txHash: tx }))).toBe(true);
    expect(await store.insertSwap(swap("agg-again", { provider: "aggregator", txHash: tx }))).toBe(false);
    expect((await store.findSwapByTx(chainId, tx))?.id).toBe("agg");
    // Swaps without a transaction do not collide with each other.
    expect(await store.insertSwap(swap("no-tx"))).toBe(true);
    expect(await store.findSwap(chainId + 1, "max")).toBeUndefined();
  });

  it("changes a status only from the one it was read with", async () => {
    expect(await store.updateSwapStatus(chainId, "no-tx", "Pending", "Failed")).toBe(true);
    expect(await store.updateSwapStatus(chainId, "no-tx", "Pending", "Completed")).toBe(false);
    expect((await store.findSwap(chainId, "no-tx"))?.status).toBe("Failed");
  });

  it("lists an address's swaps newest first, by status, a page at a time", async () => {
    await store.insertSwap(swap("older", { timestamp: 1_600_000_000, status: "Completed" }));
    await store.insertSwap(swap("newer", { timestamp: 1_800_000_000 }));
    await store.insertSwap(swap("bob", { address: BOB }));
    const all = await store.listSwaps({ chainId, address: ALICE, take: 10, skip: 0 });
    expect(all.totalCount).toBe(5);
    expect(all.items.map((s) => s.timestamp)).toEqual([
      1_800_000_000, 1_700_000_000, 1_700_000_000, 1_700_000_000, 1_600_000_000,
    ]);
    expect([all.items[0]?.id, all.items.at(-1)?.id]).toEqual(["newer", "older"]);
    const completed = await store.listSwaps({ chainId, address: ALICE, statuses: ["Completed"], take: 10, skip: 0 });
    expect(completed.items.map((s) => s.id).sort()).toEqual(["agg", "older"]);
    const some = await store.listSwaps({ chainId, address: ALICE, statuses: ["Failed", "Pending"], take: 10, skip: 0 });
    expect(some.totalCount).toBe(3);
    const page = await store.listSwaps({ chainId, address: ALICE, take: 2, skip: 2 });
    expect(page).toEqual({ totalCount: 5, items: all.items.slice(2, 4) });
  });

  it("outlives a reopen and a reset of the indexed chain data", async () => {
    await store.close();
    if (kind === "postgres") {
      // `npm run reset` drops the indexer's schema and chain 1337's sync rows, not ceiba_offchain.
      const schema = `ceiba_chain_reset_${chainId}`;
      await resetChainData({ chainId, schema, databaseUrl: process.env.DATABASE_URL });
    } else {
      // `npm run reset` deletes the indexer's PGlite folder, which is not (and holds not) the store's.
      const store = offchainDatabaseFromEnv({});
      const indexer = path.resolve(DEFAULT_PGLITE_DIR);
      expect(
        store.kind === "pglite" && !store.directory.startsWith(indexer) && !indexer.startsWith(store.directory),
      ).toBe(true);
    }
    store = await openOffchainStore(database);
    expect((await store.listSwaps({ chainId, address: ALICE, take: 10, skip: 0 })).totalCount).toBe(5);
  });
});

describe.each(kinds)("two stacks' off-chain stores on one %s database", (kind) => {
  const chainId = 900_000 + Math.floor(Math.random() * 90_000);
  const schemas = [`ceiba_offchain_a_${chainId}`, `ceiba_offchain_b_${chainId}`];
  let dir: string | undefined;

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    if (kind === "postgres") await dropSchemas(process.env.DATABASE_URL ?? "", schemas);
  });

  it("keeps each schema's swaps apart (CEIBA_OFFCHAIN_SCHEMA)", async () => {
    if (kind === "pglite") dir = await mkdtemp(path.join(os.tmpdir(), "ceiba-offchain-schemas-"));
    const databaseOf = (schema: string): OffchainDatabase =>
      kind === "pglite"
        ? { kind, directory: dir ?? "", schema }
        : { kind, connectionString: process.env.DATABASE_URL ?? "", schema };
    const swap: NewSwap = {
      id: "same-id",
      chainId,
      address: ALICE,
      provider: "lightning",
      status: "Pending",
      txHash: null,
      fromToken: { id: "BTC", symbol: "BTC" },
      toToken: { id: "0x0000000000000000000000000000000000000000", symbol: "RBTC" },
      fromAmount: "1",
      toAmount: "2",
      timestamp: 1_700_000_000,
    };
    // One PGlite folder opens once at a time: the stores take turns there, and are open together on PostgreSQL.
    const a = await openOffchainStore(databaseOf(schemas[0] ?? ""));
    expect(await a.insertSwap(swap)).toBe(true);
    if (kind === "pglite") await a.close();
    const b = await openOffchainStore(databaseOf(schemas[1] ?? ""));
    expect(await b.findSwap(chainId, "same-id")).toBeUndefined();
    expect(await b.insertSwap({ ...swap, toAmount: "3" })).toBe(true);
    await b.close();
    const again = kind === "pglite" ? await openOffchainStore(databaseOf(schemas[0] ?? "")) : a;
    expect((await again.findSwap(chainId, "same-id"))?.toAmount).toBe("2");
    await again.close();
  });
});

/** Drops the test's schemas from a PostgreSQL database. */
async function dropSchemas(connectionString: string, names: readonly string[]): Promise<void> {
  const moduleName = "pg";
  const pg = (await import(moduleName)) as {
    default: {
      Client: new (options: { connectionString: string }) => {
        connect(): Promise<void>;
        query(sql: string): Promise<unknown>;
        end(): Promise<void>;
      };
    };
  };
  const client = new pg.default.Client({ connectionString });
  await client.connect();
  try {
    for (const name of names) await client.query(`DROP SCHEMA IF EXISTS "${name}" CASCADE`);
  } finally {
    await client.end();
  }
}
