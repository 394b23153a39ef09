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
/**
 * The time limit of a test that opens PGlite stores: a hang guard. PGlite boots PostgreSQL in WebAssembly, ~8 s
 * alone, and over 30 s beside the run's indexers (the files run two at a time) on two cores shared at load 24.
 */
const OPENS_PGLITE = { timeout: 120_000 };
const MAX_UINT256 = String(2n ** 256n - 1n);
const ALICE = "0x00000000000000000000000000000000000a11ce";
const NO_FACTS = { invoice: null, btcAddress: null, feeFixedSat: null, feePercent: null };
const BOB = "0x0000000000000000000000000000000000000b0b";
const CAROL = "0x00000000000000000000000000000000000ca201";

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
    ...NO_FACTS,
    ...overrides,
  });

  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it("opens a store of its own", OPENS_PGLITE, async () => {
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

  it("keeps a Lightning or on-chain swap's public facts: invoice, Bitcoin address, fee (null when absent)", async () => {
    const facts = { invoice: "lnbcrt500u1pexample", btcAddress: null, feeFixedSat: MAX_UINT256, feePercent: "0.25" };
    expect(await store.insertSwap(swap("with-facts", { ...facts, address: CAROL }))).toBe(true);
    expect(await store.findSwap(chainId, "with-facts")).toMatchObject(facts);
    const onchain = { invoice: null, btcAddress: "bcrt1qexample", feeFixedSat: "300", feePercent: "0.1" };
    expect(
      await store.insertSwap(
        swap("onchain-facts", { ...onchain, address: CAROL, provider: "onchain", timestamp: 1_700_000_001 }),
      ),
    ).toBe(true);
    expect(await store.findSwap(chainId, "onchain-facts")).toMatchObject(onchain);
    expect(await store.findSwap(chainId, "no-tx")).toMatchObject(NO_FACTS);
    const listed = await store.listSwaps({ chainId, address: CAROL, take: 10, skip: 0 });
    expect(listed.items.map((s) => [s.id, s.invoice, s.btcAddress, s.feeFixedSat, s.feePercent])).toEqual([
      ["onchain-facts", null, "bcrt1qexample", "300", "0.1"],
      ["with-facts", "lnbcrt500u1pexample", null, MAX_UINT256, "0.25"],
    ]);
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

  it("outlives a reopen and a reset of the indexed chain data", OPENS_PGLITE, async () => {
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

  it("keeps each schema's swaps apart (CEIBA_OFFCHAIN_SCHEMA)", OPENS_PGLITE, async () => {
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
      ...NO_FACTS,
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

/** The swaps table as its first version created it (before the Lightning / on-chain facts). */
const FIRST_SWAPS_TABLE = (schema: string) => [
  `CREATE SCHEMA ${schema}`,
  `CREATE TABLE ${schema}.swaps (
     chain_id integer NOT NULL, id text NOT NULL, address text NOT NULL, provider text NOT NULL,
     status text NOT NULL, tx_hash text,
     from_token_id text NOT NULL, from_token_symbol text NOT NULL,
     to_token_id text NOT NULL, to_token_symbol text NOT NULL,
     from_amount numeric(78, 0) NOT NULL, to_amount numeric(78, 0) NOT NULL,
     timestamp bigint NOT NULL, created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (chain_id, id), UNIQUE (chain_id, tx_hash))`,
  `INSERT INTO ${schema}.swaps (chain_id, id, address, provider, status, from_token_id, from_token_symbol,
     to_token_id, to_token_symbol, from_amount, to_amount, timestamp)
   VALUES (1337, 'old', '${ALICE}', 'lightning', 'Completed', 'BTC', 'BTC', 'RBTC', 'RBTC', 50000,
     500000000000000, 1700000000)`,
];

describe.each(kinds)("a store of the swaps table's first version on %s", (kind) => {
  const schema = `ceiba_offchain_v1_${900_000 + Math.floor(Math.random() * 90_000)}`;
  let dir: string | undefined;

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    if (kind === "postgres") await dropSchemas(process.env.DATABASE_URL ?? "", [schema]);
  });

  it("gets the invoice, address and fee columns on its next open; its rows read null there", OPENS_PGLITE, async () => {
    let database: OffchainDatabase;
    if (kind === "pglite") {
      dir = await mkdtemp(path.join(os.tmpdir(), "ceiba-offchain-v1-"));
      const { PGlite } = await import("@electric-sql/pglite");
      const db = new PGlite(dir);
      for (const sql of FIRST_SWAPS_TABLE(schema)) await db.query(sql);
      await db.close();
      database = { kind, directory: dir, schema };
    } else {
      const connectionString = process.env.DATABASE_URL ?? "";
      await runStatements(connectionString, FIRST_SWAPS_TABLE(schema));
      database = { kind, connectionString, schema };
    }
    const store = await openOffchainStore(database);
    try {
      expect(await store.findSwap(1337, "old")).toMatchObject({ id: "old", status: "Completed", ...NO_FACTS });
      const facts = { invoice: "lnbcrt1u1pnew", btcAddress: null, feeFixedSat: "150", feePercent: "0.1" };
      const fresh: NewSwap = {
        id: "new",
        chainId: 1337,
        address: ALICE,
        provider: "lightning",
        status: "Pending",
        txHash: null,
        fromToken: { id: "BTC", symbol: "BTC" },
        toToken: { id: "RBTC", symbol: "RBTC" },
        fromAmount: "100",
        toAmount: "1000000000000",
        timestamp: 1_700_000_100,
        ...facts,
      };
      expect(await store.insertSwap(fresh)).toBe(true);
      expect(await store.findSwap(1337, "new")).toMatchObject(facts);
    } finally {
      await store.close();
    }
    // Opening again (the columns are there now) changes nothing.
    const again = await openOffchainStore(database);
    expect((await again.listSwaps({ chainId: 1337, address: ALICE, take: 10, skip: 0 })).totalCount).toBe(2);
    await again.close();
  });
});

/** Runs SQL statements on a PostgreSQL database, one after the other. */
async function runStatements(connectionString: string, statements: readonly string[]): Promise<void> {
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
    for (const sql of statements) await client.query(sql);
  } finally {
    await client.end();
  }
}

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
