/**
 * The indexer as a child process on a database that outlives it: unlike `startIndexer` (a fresh folder or
 * schema per run, deleted at stop), the same PGlite folder or PostgreSQL schema can be started again after
 * a SIGKILL or a SIGTERM, as a crashed or restarted `npm start` would.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { resetChainData } from "../scripts/reset-chain-data.mjs";
import type { DatabaseKind, WatchedIndexer } from "./indexer-process";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

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

/** A database for the indexer: a PGlite folder, or a schema of its own in `databaseUrl` (default DATABASE_URL). */
export interface IndexerDatabase {
  env: NodeJS.ProcessEnv;
  drop: () => Promise<void>;
}

export async function createDatabase(
  kind: DatabaseKind,
  label: string,
  databaseUrl = process.env.DATABASE_URL,
): Promise<IndexerDatabase> {
  if (kind === "pglite") {
    const dir = await mkdtemp(path.join(os.tmpdir(), `ceiba-${label}-`));
    return {
      env: { CEIBA_INDEXER_PGLITE_DIR: dir, DATABASE_SCHEMA: "public" },
      drop: () => rm(dir, { recursive: true, force: true }),
    };
  }
  if (!databaseUrl) throw new Error("DATABASE_URL is not set");
  const schema = `ceiba_${label}_${Date.now()}_${process.pid}`.slice(0, 45);
  await resetChainData({ chainId: 1337, schema, databaseUrl });
  return {
    env: { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema },
    drop: () => resetChainData({ chainId: 1337, schema, databaseUrl }),
  };
}

export interface IndexerProcess extends WatchedIndexer {
  /** Resolves when a line of the indexer's output matches. */
  waitForLine: (pattern: RegExp, timeoutMs: number) => Promise<string>;
  kill: (signal: "SIGKILL" | "SIGTERM") => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `node scripts/ponder.mjs start` on `database`, as the local stack runs it. */
export async function spawnIndexer(database: IndexerDatabase, rpcUrl: string): Promise<IndexerProcess> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CEIBA_INDEXER_RPC_URL: rpcUrl,
    CEIBA_INDEXER_PORT: String(port),
    CEIBA_INDEXER_POLLING_MS: "200",
    PONDER_LOG_LEVEL: "info",
  };
  delete env.DATABASE_URL;
  Object.assign(env, database.env);
  const child: ChildProcess = spawn(process.execPath, ["scripts/ponder.mjs", "start", "--log-format", "json"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const listeners = new Set<(line: string) => void>();
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n").filter(Boolean)) {
      lines.push(line);
      for (const listener of listeners) listener(line);
    }
    lines.splice(0, Math.max(0, lines.length - 80));
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  let ended: string | undefined;
  child.once("exit", (code, signal) => {
    ended = `the indexer exited (${signal ?? `code ${code}`})`;
  });
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => lines.join("\n"),
    exited: () => ended,
    waitForLine: (pattern, timeoutMs) =>
      new Promise((resolve, reject) => {
        const found = lines.find((l) => pattern.test(l));
        if (found) return resolve(found);
        const timer = setTimeout(() => {
          listeners.delete(listener);
          reject(new Error(`no line matching ${pattern} in ${timeoutMs} ms:\n${lines.join("\n")}`));
        }, timeoutMs);
        const listener = (line: string) => {
          if (!pattern.test(line)) return;
          clearTimeout(timer);
          listeners.delete(listener);
          resolve(line);
        };
        listeners.add(listener);
      }),
    kill: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
        const result = await exited;
        clearTimeout(timer);
        return result;
      }
      return exited;
    },
  };
}
