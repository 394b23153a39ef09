/**
 * Crash recovery: an indexer SIGKILLed while it indexes, started again on the same data, catching up with
 * what happened while it was down and then indexing live, ends with exactly the rows of an indexer run from
 * scratch on another database (every table, every scalar column, through GraphQL). On PGlite, and on
 * PostgreSQL when DATABASE_URL is set.
 *
 * It runs on a local chain of its own (the shared one is the other suites', whose counts it would change).
 * Both variants share it: the PostgreSQL one starts on the chain the PGlite one left, so nothing here counts
 * rows of one variant; the reference is a fresh index of the same chain.
 *
 * Ponder 0.16.10 locks its schema (`_ponder_meta.is_locked`, a heartbeat every 10 s) and a new process
 * waits until heartbeat + 25 s before taking over a schema whose owner died without unlocking it
 * (database/index.js, `databaseHeartbeatTimeout`, not configurable). The test kills the first process as
 * soon as it has indexed the first events, and starts the reference indexer alongside the restarted one, so
 * that the reference builds while the restart waits for the lock: three Ponder starts per variant (each
 * takes 20–35 s on PGlite on 2 cores).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createPublicClient,
  createWalletClient,
  http,
  parseEther,
  type Address,
  type Chain,
  type Hash,
  type PublicClient,
} from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { cRBTCAbi, comptrollerAbi, getDeployment } from "@ceiba/deployments";
import { startLocalChain } from "@ceiba/local-stack/local-chain";
// The helper shared with the end-to-end tests' setup (plain JavaScript, at the repository's root).
import { createOwnDatabase } from "../../../scripts/test-database.mjs";
import { graphql } from "./graphql";
import { INDEXER_START_MS, waitFor, waitForStart, type DatabaseKind } from "./indexer-process";
import { createDatabase, spawnIndexer, type IndexerDatabase, type IndexerProcess } from "./recovery-process";

const MNEMONIC = "test test test test test test test test test test test junk";
const deployment = getDeployment(1337, "ceiba");
if (!deployment) throw new Error("no local deployment in @ceiba/deployments");
const kRBTC = deployment.markets.kRBTC?.address;
if (!kRBTC) throw new Error("no kRBTC market");
const { comptroller } = deployment.contracts;

let chain: Awaited<ReturnType<typeof startLocalChain>>;
let publicClient: PublicClient;
let localChain: Chain;

beforeAll(async () => {
  const port = 21_545 + Math.floor(Math.random() * 1000);
  chain = await startLocalChain({ port });
  localChain = {
    id: 1337,
    name: "Local",
    nativeCurrency: { name: "RBTC", symbol: "RBTC", decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  };
  publicClient = createPublicClient({ chain: localChain, transport: http(chain.rpcUrl), cacheTime: 0 });
});

afterAll(() => chain?.stop());

/** Rounds of `activity` run on this file's chain so far, by every variant. */
let rounds = 0;
/** Protocol events (so activity rows) of one round: 4 accounts × mint, borrow, two repays, redeem. */
const ROWS_PER_ROUND = 4 * 5;
const ACTORS = [4, 5, 6, 7];

/** Protocol activity by accounts 4–7 in the native market: a deposit, a loan repaid in two, a withdrawal. */
async function activity(): Promise<void> {
  const round = rounds;
  rounds += 1;
  for (const who of ACTORS) {
    const wallet = createWalletClient({
      chain: localChain,
      transport: http(chain.rpcUrl),
      account: mnemonicToAccount(MNEMONIC, { addressIndex: who }),
    });
    const send = async (hash: Hash) => {
      const receipt = await publicClient.waitForTransactionReceipt({ hash });
      if (receipt.status !== "success") throw new Error(`round ${round}, account ${who}: ${hash} reverted`);
    };
    await send(
      await wallet.writeContract({
        address: kRBTC as Address,
        abi: cRBTCAbi,
        functionName: "mint",
        value: parseEther(`0.0${who}`),
      }),
    );
    if (round === 0) {
      await send(
        await wallet.writeContract({
          address: comptroller,
          abi: comptrollerAbi,
          functionName: "enterMarkets",
          args: [[kRBTC as Address]],
        }),
      );
    }
    await send(
      await wallet.writeContract({
        address: kRBTC as Address,
        abi: cRBTCAbi,
        functionName: "borrow",
        args: [parseEther("0.005")],
      }),
    );
    await send(
      await wallet.writeContract({
        address: kRBTC as Address,
        abi: cRBTCAbi,
        functionName: "repayBorrow",
        value: parseEther("0.002"),
      }),
    );
    // Any debt forbids deposits in the market (T12): the rest is repaid before the next round's deposit.
    await send(
      await wallet.writeContract({
        address: kRBTC as Address,
        abi: cRBTCAbi,
        functionName: "repayBorrowAll",
        value: parseEther("0.004"),
      }),
    );
    await send(
      await wallet.writeContract({
        address: kRBTC as Address,
        abi: cRBTCAbi,
        functionName: "redeemUnderlying",
        args: [parseEther("0.01")],
      }),
    );
  }
}

interface ListField {
  name: string;
  columns: string[];
}

/** Every table Ponder's GraphQL lists (`xs` returning `xPage`), with its scalar and enum columns. */
async function listFields(url: string): Promise<ListField[]> {
  type TypeRef = { kind: string; name: string | null; ofType: TypeRef | null };
  const named = (t: TypeRef): TypeRef => (t.ofType ? named(t.ofType) : t);
  const { __schema } = await graphql<{
    __schema: { types: { name: string; fields: { name: string; type: TypeRef }[] | null }[] };
  }>(
    url,
    "{ __schema { types { name fields { name type { kind name ofType { kind name ofType { kind name } } } } } } }",
  );
  const types = new Map(__schema.types.map((t) => [t.name, t.fields ?? []]));
  const lists: ListField[] = [];
  for (const field of types.get("Query") ?? []) {
    const page = named(field.type).name;
    if (!page?.endsWith("Page")) continue;
    const itemType = page.slice(0, -"Page".length);
    const columns = (types.get(itemType) ?? [])
      .filter((f) => ["SCALAR", "ENUM"].includes(named(f.type).kind))
      .map((f) => f.name);
    lists.push({ name: field.name, columns });
  }
  return lists.sort((a, b) => a.name.localeCompare(b.name));
}

/** Every row of every table, ordered by primary key, with every scalar column. */
async function dumpTables(url: string): Promise<Record<string, Record<string, unknown>[]>> {
  const dump: Record<string, Record<string, unknown>[]> = {};
  for (const { name, columns } of await listFields(url)) {
    const orderBy = columns.includes("id") ? "id" : columns[0];
    const rows: Record<string, unknown>[] = [];
    let after: string | null = null;
    for (;;) {
      const data: Record<
        string,
        { items: Record<string, unknown>[]; pageInfo: { endCursor: string | null; hasNextPage: boolean } }
      > = await graphql(
        url,
        `query ($after: String) { ${name}(orderBy: "${orderBy}", orderDirection: "asc", limit: 1000, after: $after) {
            items { ${columns.join(" ")} } pageInfo { endCursor hasNextPage } } }`,
        { after },
      );
      const page = data[name];
      if (!page) throw new Error(`no ${name} in the answer`);
      rows.push(...page.items);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    dump[name] = rows;
  }
  return dump;
}

/**
 * Waits until the indexer is ready and answers for the chain head (X-Ceiba-Block: every row of the head block is
 * readable, which the settings row alone does not say), within the start-up limit (indexer-process.ts): a
 * restarted one first waits ~35 s for the dead process's lock.
 */
async function waitForHead(indexer: IndexerProcess): Promise<void> {
  await waitForStart(indexer, await publicClient.getBlockNumber());
}

const kinds: DatabaseKind[] = process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

describe.each(kinds)("the indexer on %s after a crash", (kind) => {
  const databases: IndexerDatabase[] = [];
  const running: IndexerProcess[] = [];
  /**
   * On PostgreSQL, a database of this file's own: Ponder's RPC cache (ponder_sync) is per database and per chain
   * id, and this file's chain is another chain 1337 than the one of the indexer test that may run meanwhile.
   */
  let ownDatabase: Awaited<ReturnType<typeof createOwnDatabase>> | undefined;

  beforeAll(async () => {
    const base = process.env.DATABASE_URL;
    if (kind === "postgres" && base) ownDatabase = await createOwnDatabase(base, "ceiba_recovery_test");
  });

  afterAll(async () => {
    for (const p of running) await p.kill("SIGTERM");
    for (const d of databases) await d.drop();
    await ownDatabase?.drop();
  });

  // Three Ponder starts, the last two side by side, each within the start-up limit (INDEXER_START_MS: measured
  // 87-97 s at load 11, 20-35 s on idle cores), then a round of activity and the tables' dumps.
  const timeout = 2 * INDEXER_START_MS + 120_000;
  it("recovers, catches up, indexes live and ends with the rows of a fresh index", { timeout }, async () => {
    await activity();
    const database = await createDatabase(kind, "recovered", ownDatabase?.url);
    const reference = await createDatabase(kind, "fresh", ownDatabase?.url);
    databases.push(database, reference);

    // 1. Killed while indexing: as soon as the first events are in its tables (the settings row).
    // (Killed during its very first migration instead, a PGlite folder keeps the enum but not Ponder's
    // metadata row, and every later start fails with "Unable to create enum": not covered here.)
    const first = await spawnIndexer(database, chain.rpcUrl);
    running.push(first);
    await waitFor(
      async () =>
        (await graphql<{ setting: unknown }>(first.url, "{ setting(isSingleton: true) { chainId } }")).setting !== null,
      INDEXER_START_MS,
      () => `the indexer indexed nothing in ${INDEXER_START_MS / 1000} s:\n${first.output()}`,
      first.exited,
    );
    const killed = await first.kill("SIGKILL");
    expect(killed.signal).toBe("SIGKILL");

    // 2. More activity while it is down, then started again on the same data: Ponder waits for the dead
    // process's lock to expire, recovers from its last checkpoint and catches up. The reference, a run
    // from scratch on a database of its own, starts at the same time.
    await activity();
    const restarted = await spawnIndexer(database, chain.rpcUrl);
    // Ponder's own word that it resumed the schema instead of starting it over.
    const recovery = restarted.waitForLine(/Detected crash recovery/, INDEXER_START_MS);
    const fresh = await spawnIndexer(reference, chain.rpcUrl);
    running.push(restarted, fresh);
    await waitForHead(restarted);
    await recovery;

    // 3. Events indexed live by the restarted process; then both at the same head (no block is mined from
    // here on: the local chain mines only on transactions).
    await activity();
    await Promise.all([waitForHead(restarted), waitForHead(fresh)]);

    const recovered = await dumpTables(restarted.url);
    const expected = await dumpTables(fresh.url);
    expect(Object.keys(expected).length).toBeGreaterThanOrEqual(8);
    const actors = new Set(
      ACTORS.map((who) => mnemonicToAccount(MNEMONIC, { addressIndex: who }).address.toLowerCase()),
    );
    // Every round on this chain, this variant's and the earlier variant's, is in the fresh index.
    expect(expected.activityEvents?.filter((a) => actors.has(String(a.userId))).length).toBe(rounds * ROWS_PER_ROUND);
    expect(recovered).toEqual(expected);
  });
});
