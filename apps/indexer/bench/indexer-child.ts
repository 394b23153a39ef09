/**
 * The indexer as a child process (`node scripts/ponder.mjs start --log-format json`), started the way
 * test/indexer-process.ts starts it (fresh PGlite folder, or with DATABASE_URL a schema of its own), but
 * reading Ponder's JSON log lines as they come: when each phase started and how many events it indexed.
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { resetChainData } from "../scripts/reset-chain-data.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export type DatabaseKind = "pglite" | "postgres";

/** One of Ponder's JSON log lines (pino): `time` in ms since the epoch. */
export interface PonderLog {
  level: number;
  time: number;
  msg: string;
  event_count?: number;
  [key: string]: unknown;
}

export interface IndexerChild {
  url: string;
  database: DatabaseKind;
  /** performance.now() when the process was spawned. */
  spawnedAt: number;
  /** performance.now() when a message was first logged (by its `msg`). */
  firstSeen: (msg: string) => number | undefined;
  /** Events Ponder says it indexed: backfill block ranges and live blocks. */
  indexedEvents: () => { backfill: number; live: number };
  /** The last block Ponder logged as indexed (its log line follows the commit). */
  lastLoggedBlock: () => number;
  /** The last lines it printed (for failure messages). */
  output: () => string;
  /** Resolves with the exit code if the process ends first. */
  exited: Promise<number | null>;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no free port")),
      );
    });
  });
}

export async function startIndexerChild(rpcUrl: string, extraEnv: NodeJS.ProcessEnv = {}): Promise<IndexerChild> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CEIBA_INDEXER_RPC_URL: rpcUrl,
    CEIBA_INDEXER_PORT: String(port),
    CEIBA_INDEXER_POLLING_MS: "200",
    PONDER_LOG_LEVEL: "info",
    ...extraEnv,
  };
  const databaseUrl = process.env.DATABASE_URL?.trim();
  delete env.DATABASE_URL;
  let cleanup: () => Promise<void>;
  let database: DatabaseKind;
  if (!databaseUrl) {
    database = "pglite";
    const dir = await mkdtemp(path.join(os.tmpdir(), "ceiba-indexer-bench-"));
    env.CEIBA_INDEXER_PGLITE_DIR = path.join(dir, "indexer");
    // Never the repo's own off-chain folder (the bench's requests do not open it, but a route could).
    env.CEIBA_OFFCHAIN_PGLITE_DIR = path.join(dir, "offchain");
    env.DATABASE_SCHEMA = "public";
    cleanup = () => rm(dir, { recursive: true, force: true });
  } else {
    database = "postgres";
    const schema = `ceiba_bench_${Date.now()}_${process.pid}`;
    // Chain 1337's cached rows in ponder_sync belong to an earlier chain: forget them first.
    await resetChainData({ chainId: 1337, schema, databaseUrl });
    env.DATABASE_URL = databaseUrl;
    env.DATABASE_SCHEMA = schema;
    cleanup = () => resetChainData({ chainId: 1337, schema, databaseUrl });
  }

  const spawnedAt = performance.now();
  const child = spawn(process.execPath, ["scripts/ponder.mjs", "start", "--log-format", "json"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const seen = new Map<string, number>();
  const counts = { backfill: 0, live: 0 };
  let lastBlock = -1;
  const lines: string[] = [];
  let partial = "";
  const onData = (chunk: Buffer) => {
    const now = performance.now();
    const text = partial + chunk.toString();
    const parts = text.split("\n");
    partial = parts.pop() ?? "";
    for (const line of parts) {
      if (!line.trim()) continue;
      lines.push(line);
      if (lines.length > 80) lines.shift();
      let log: PonderLog;
      try {
        log = JSON.parse(line) as PonderLog;
      } catch {
        continue; // not one of Ponder's log lines (e.g. a console.error of a route)
      }
      if (!seen.has(log.msg)) seen.set(log.msg, now);
      if (log.msg === "Indexed block range") {
        counts.backfill += log.event_count ?? 0;
        const range = typeof log.block_range === "string" ? (JSON.parse(log.block_range) as number[]) : [];
        lastBlock = Math.max(lastBlock, range[1] ?? -1);
      }
      if (log.msg === "Indexed block") {
        counts.live += log.event_count ?? 0;
        lastBlock = Math.max(lastBlock, typeof log.number === "number" ? log.number : -1);
      }
    }
  };
  child.stdout.on("data", onData);
  child.stderr.on("data", onData);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  let stopped: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    database,
    spawnedAt,
    firstSeen: (msg) => seen.get(msg),
    indexedEvents: () => ({ ...counts }),
    lastLoggedBlock: () => lastBlock,
    output: () => lines.join("\n"),
    exited,
    stop: () => {
      stopped ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill("SIGTERM");
          const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
          await exited;
          clearTimeout(timer);
        }
        await cleanup();
      })();
      return stopped;
    },
  };
}
