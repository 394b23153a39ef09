import path from "node:path";
import { describe, expect, it } from "vitest";
import { readIndexerEnv } from "../src/lib/indexer-env";
import { DEFAULT_PGLITE_DIR } from "../scripts/data-dir.mjs";

describe("the indexer's configuration", () => {
  it("defaults to the local stack: chain 1337 on 127.0.0.1:8545, PGlite under <repo>/.ceiba", () => {
    const env = readIndexerEnv({});
    expect(env.chainId).toBe(1337);
    expect(env.rpcUrl).toBe("http://127.0.0.1:8545");
    expect(env.pollingIntervalMs).toBe(1000);
    expect(env.database).toEqual({ kind: "pglite", directory: DEFAULT_PGLITE_DIR });
    expect(DEFAULT_PGLITE_DIR).toBe(path.resolve(import.meta.dirname, "../../../.ceiba/indexer/pglite"));
    expect(env.deployment.contracts.lens).toMatch(/^0x[0-9a-fA-F]{40}$/);
  });

  it("uses PostgreSQL when DATABASE_URL is set, and a PGlite folder of one's choosing otherwise", () => {
    expect(readIndexerEnv({ DATABASE_URL: "postgres://u@h:5432/db" }).database).toEqual({
      kind: "postgres",
      connectionString: "postgres://u@h:5432/db",
    });
    expect(readIndexerEnv({ CEIBA_INDEXER_PGLITE_DIR: "/tmp/x" }).database).toEqual({
      kind: "pglite",
      directory: "/tmp/x",
    });
  });

  it.each([
    [{ CEIBA_CHAIN_ID: "abc" }, /CEIBA_CHAIN_ID must be a chain id/],
    [{ CEIBA_CHAIN_ID: "5" }, /no deployment for chain 5/],
    // The Tropykus deployments have no Lens of ours: every market read goes through one.
    [{ CEIBA_CHAIN_ID: "31" }, /no CeibaLens address/],
    [{ CEIBA_INDEXER_RPC_URL: "localhost:8545" }, /CEIBA_INDEXER_RPC_URL must be an http/],
    [{ CEIBA_INDEXER_POLLING_MS: "10" }, /CEIBA_INDEXER_POLLING_MS must be a whole number/],
  ])("refuses %o with a message saying what to fix", (env, message) => {
    expect(() => readIndexerEnv(env)).toThrow(message);
  });
});
