/** The indexer as a child process (`node scripts/ponder.mjs start`), as the local stack runs it. */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { inject } from "vitest";
import { resetChainData } from "../scripts/reset-chain-data.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export type DatabaseKind = "pglite" | "postgres";

export interface RunningIndexer {
  url: string;
  /** The last lines the indexer printed (for failure messages). */
  output: () => string;
  stop: () => Promise<void>;
}

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
}

/**
 * Starts the indexer on a fresh database: a new PGlite folder, or with DATABASE_URL a schema of its own
 * (after forgetting chain 1337's rows in ponder_sync, which an earlier run's chain left there).
 */
export async function startIndexer(
  kind: DatabaseKind,
  rpcUrl: string,
  { protocol = "ceiba", env: extraEnv = {} }: IndexerOptions = {},
): Promise<RunningIndexer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CEIBA_PROTOCOL: protocol,
    CEIBA_INDEXER_RPC_URL: rpcUrl,
    CEIBA_INDEXER_PORT: String(port),
    CEIBA_INDEXER_POLLING_MS: "200",
    // The run's OpenOcean stand-in quotes our chain's pools; the Tropykus-shaped chain has none.
    CEIBA_OPENOCEAN_URL: protocol === "ceiba" ? `${inject("openoceanUrl")}/v4/1337` : "off",
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
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  return {
    url: `http://127.0.0.1:${port}`,
    output: () => lines.join("\n"),
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

/** Resolves when `check` holds, polling; rejects with `describe()` after `timeoutMs`. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, describe: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not answering yet
    }
    if (Date.now() > deadline) throw new Error(describe());
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
