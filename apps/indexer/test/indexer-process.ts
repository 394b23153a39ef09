/** The indexer as a child process (`node scripts/ponder.mjs start`), as the local stack runs it. */
import { spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { inject } from "vitest";
import { resetChainData } from "../scripts/reset-chain-data.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export type DatabaseKind = "pglite" | "postgres";

/** An indexer process the tests wait for. */
export interface WatchedIndexer {
  url: string;
  /** The last lines the indexer printed (for failure messages). */
  output: () => string;
  /** How the process ended ("the indexer exited (code 1)"), or undefined while it runs. */
  exited: () => string | undefined;
}

export interface RunningIndexer extends WatchedIndexer {
  stop: () => Promise<void>;
}

/**
 * How long a started indexer may take to be ready: a hang guard, not a speed check. Measured from the spawn to
 * /ready on the run's chain (~200 blocks): ~27 s of CPU (Ponder builds the project with Vite, PGlite boots
 * PostgreSQL in WebAssembly and creates the tables, then the backfill) and 87–97 s of wall time on the two cores at
 * load 11 (PGlite's start alone 21–32 s); in CI the two cores are shared with the other workspaces' tests. An
 * indexer that exits fails the wait at once (`waitFor`'s `stopIf`).
 */
export const INDEXER_START_MS = 300_000;

/** The timeout of a hook that starts an indexer and waits for it (INDEXER_START_MS), with a minute for the rest. */
export const INDEXER_START_HOOK_MS = INDEXER_START_MS + 60_000;

/** A free port on the loopback interface. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export interface IndexerOptions {
  /** The local deployment indexed (CEIBA_PROTOCOL): ours unless said, whatever the shell exports. */
  protocol?: "ceiba" | "tropykus";
  /** More environment for the indexer (over the defaults below). */
  env?: NodeJS.ProcessEnv;
  /** The OpenOcean stand-in's root; the run's (inject) unless given (a global setup cannot inject). */
  openoceanUrl?: string;
  /** A file that receives all the indexer's output; `<logFile>.exit` then says how the process ended. */
  logFile?: string;
}

/**
 * Starts the indexer on a fresh database: a new PGlite folder, or with DATABASE_URL a schema of its own
 * (after forgetting chain 1337's rows in ponder_sync, which an earlier run's chain left there).
 */
export async function startIndexer(
  kind: DatabaseKind,
  rpcUrl: string,
  { protocol = "ceiba", env: extraEnv = {}, openoceanUrl, logFile }: IndexerOptions = {},
): Promise<RunningIndexer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CEIBA_PROTOCOL: protocol,
    CEIBA_INDEXER_RPC_URL: rpcUrl,
    CEIBA_INDEXER_PORT: String(port),
    CEIBA_INDEXER_POLLING_MS: "200",
    // The run's OpenOcean stand-in quotes our chain's pools; the Tropykus-shaped chain has none.
    CEIBA_OPENOCEAN_URL: protocol === "ceiba" ? `${openoceanUrl ?? inject("openoceanUrl")}/v4/1337` : "off",
    PONDER_LOG_LEVEL: "info",
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  let cleanup: () => Promise<void>;
  if (kind === "pglite") {
    const dir = await mkdtemp(path.join(os.tmpdir(), "ceiba-indexer-"));
    env.CEIBA_INDEXER_PGLITE_DIR = dir;
    env.DATABASE_SCHEMA = "public";
    cleanup = () => rm(dir, { recursive: true, force: true });
  } else {
    const databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) throw new Error("DATABASE_URL is not set");
    const schema = `ceiba_test_${Date.now()}_${process.pid}`;
    await resetChainData({ chainId: 1337, schema, databaseUrl });
    env.DATABASE_URL = databaseUrl;
    env.DATABASE_SCHEMA = schema;
    cleanup = () => resetChainData({ chainId: 1337, schema, databaseUrl });
  }

  const child: ChildProcess = spawn(process.execPath, ["scripts/ponder.mjs", "start", "--log-format", "json"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split("\n").filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 60));
    if (logFile) appendFileSync(logFile, chunk);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let ended: string | undefined;
  child.once("exit", (code, signal) => {
    ended = `the indexer exited (${signal ?? `code ${code}`})`;
    if (logFile) writeFileSync(`${logFile}.exit`, ended);
  });

  return {
    url: `http://127.0.0.1:${port}`,
    output: () => lines.join("\n"),
    exited: () => ended,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
        await exited;
        clearTimeout(timer);
      }
      await cleanup();
    },
  };
}

/**
 * Resolves when `check` holds, polling; rejects with `describe()` after `timeoutMs`, or at once when `stopIf` gives
 * a reason (the indexer waited for has exited: it will never answer).
 */
export async function waitFor(
  check: () => Promise<boolean>,
  timeoutMs: number,
  describe: () => string,
  stopIf: () => string | undefined = () => undefined,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not answering yet
    }
    const stopped = stopIf();
    if (stopped) throw new Error(`${stopped}: ${describe()}`);
    if (Date.now() > deadline) throw new Error(describe());
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The block the indexer's answers are for: the X-Ceiba-Block header of a GraphQL answer, the last block Ponder's
 * checkpoint holds whole (src/api/indexed-block.ts); undefined before the first. Not the settings row's
 * latestMigratedBlock: on PGlite that row was seen naming a block whose other rows were not readable yet.
 */
export async function answeredBlock(indexer: WatchedIndexer): Promise<bigint | undefined> {
  const res = await fetch(`${indexer.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "{ setting(isSingleton: true) { chainId } }" }),
  });
  await res.arrayBuffer();
  const block = res.headers.get("x-ceiba-block");
  return res.ok && block !== null ? BigInt(block) : undefined;
}

/** Waits until the indexer answers for `block` or a later one (live blocks: a few seconds each at most). */
export async function waitForIndexedBlock(indexer: WatchedIndexer, block: bigint, timeoutMs = 60_000): Promise<void> {
  let last: bigint | undefined;
  await waitFor(
    async () => {
      last = await answeredBlock(indexer);
      return last !== undefined && last >= block;
    },
    timeoutMs,
    () => `the indexer's answers did not reach block ${block} (last: ${last ?? "none"}):\n${indexer.output()}`,
    indexer.exited,
  );
}

/**
 * Waits until a just started indexer is ready (its backfill done) and answers for `block` or a later one (the
 * blocks after the backfill are indexed live), within INDEXER_START_MS.
 */
export async function waitForStart(indexer: WatchedIndexer, block: bigint): Promise<void> {
  let ready = false;
  let last: bigint | undefined;
  await waitFor(
    async () => {
      ready = (await fetch(`${indexer.url}/ready`)).status === 200;
      last = ready ? await answeredBlock(indexer) : undefined;
      return last !== undefined && last >= block;
    },
    INDEXER_START_MS,
    () =>
      `the indexer was not ready at block ${block} in ${INDEXER_START_MS / 1000} s (ready: ${ready}, answers for block ` +
      `${last ?? "none"}):\n${indexer.output()}`,
    indexer.exited,
  );
}
