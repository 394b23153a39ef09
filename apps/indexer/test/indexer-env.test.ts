import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import {
  DEFAULT_LENS_INTERVAL_SECONDS,
  PUBLIC_NODE_LOGS_BLOCK_RANGE,
  PUBLIC_NODE_MAX_RPS,
  readIndexerEnv,
} from "../src/lib/indexer-env";
import { resolveStartBlock } from "../src/lib/start-block";
import { localDeployment, publicClient, rpcUrl } from "./clients";
import { offchainDatabaseFromEnv } from "../src/offchain/store";
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

  it("indexes the local Tropykus-shaped deployment with CEIBA_PROTOCOL=tropykus, ours without it", () => {
    const tropykus = readIndexerEnv({ CEIBA_PROTOCOL: "tropykus" });
    expect(tropykus.chainId).toBe(1337);
    expect(tropykus.deployment.protocol).toBe("tropykus");
    expect(tropykus.deployment.contracts.lens).toBeNull();
    expect(Object.keys(tropykus.deployment.markets)).toHaveLength(8);
    expect(readIndexerEnv({ CEIBA_PROTOCOL: "ceiba" }).deployment.protocol).toBe("ceiba");
    expect(readIndexerEnv({}).deployment.protocol).toBe("ceiba");
    expect(() => readIndexerEnv({ CEIBA_PROTOCOL: "compound" })).toThrow(/CEIBA_PROTOCOL must be ceiba or tropykus/);
    expect(() => readIndexerEnv({ CEIBA_PROTOCOL: "ceiba", CEIBA_CHAIN_ID: "31" })).toThrow(
      /no ceiba deployment for chain 31 \(it has tropykus\)/,
    );
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
    [30, "0x962308Fef8EdfAdD705384840e7701f8F39ed0c0", "https://public-node.rsk.co"],
    [31, "0xb1BEc5376929b4E0235F1353819DBa92c4B0C6bb", "https://public-node.testnet.rsk.co"],
  ])("indexes the Tropykus deployment on chain %i, with no Lens (deployless reads)", (chainId, comptroller, rpc) => {
    const env = readIndexerEnv({ CEIBA_CHAIN_ID: String(chainId) });
    expect(env.chainId).toBe(chainId);
    expect(env.deployment.protocol).toBe("tropykus");
    expect(env.deployment.contracts.comptroller.toLowerCase()).toBe(comptroller.toLowerCase());
    expect(env.deployment.contracts.lens).toBeNull();
    expect(env.rpcUrl).toBe(rpc);
    expect(
      readIndexerEnv({ CEIBA_CHAIN_ID: String(chainId), CEIBA_INDEXER_RPC_URL: "https://node.example" }).rpcUrl,
    ).toBe("https://node.example");
  });

  it("gives Ponder the Tropykus comptroller of chain 31 and its public node", async () => {
    vi.stubEnv("CEIBA_CHAIN_ID", "31");
    vi.stubEnv("CEIBA_INDEXER_START_BLOCK", "2000000");
    vi.resetModules();
    try {
      const { default: config } = await import("../ponder.config");
      expect(config.chains.ceiba).toMatchObject({
        id: 31,
        rpc: "https://public-node.testnet.rsk.co",
        disableCache: false,
      });
      expect(config.contracts.Comptroller).toMatchObject({
        address: "0xb1BEc5376929b4E0235F1353819DBa92c4B0C6bb",
        startBlock: 2_000_000,
      });
      // Within what the public node accepts: log ranges and request rate.
      expect(config.chains.ceiba).toMatchObject({
        ethGetLogsBlockRange: PUBLIC_NODE_LOGS_BLOCK_RANGE,
        maxRequestsPerSecond: PUBLIC_NODE_MAX_RPS,
      });
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });

  it("starts at the deployment's block unless CEIBA_INDEXER_START_BLOCK says otherwise", () => {
    expect(readIndexerEnv({ CEIBA_CHAIN_ID: "30" }).deployment.startBlock).toBe(0);
    expect(readIndexerEnv({ CEIBA_CHAIN_ID: "30", CEIBA_INDEXER_START_BLOCK: "3000000" }).deployment.startBlock).toBe(
      3_000_000,
    );
  });

  it("paces requests to Rootstock's public nodes, and leaves the local chain to Ponder", () => {
    expect(readIndexerEnv({})).toMatchObject({ logsBlockRange: undefined, maxRequestsPerSecond: undefined });
    expect(readIndexerEnv({ CEIBA_CHAIN_ID: "30" })).toMatchObject({
      logsBlockRange: PUBLIC_NODE_LOGS_BLOCK_RANGE,
      maxRequestsPerSecond: PUBLIC_NODE_MAX_RPS,
    });
    const own = { CEIBA_CHAIN_ID: "30", CEIBA_INDEXER_LOGS_BLOCK_RANGE: "50000", CEIBA_INDEXER_MAX_RPS: "40" };
    expect(readIndexerEnv(own)).toMatchObject({ logsBlockRange: 50_000, maxRequestsPerSecond: 40 });
    expect(() => readIndexerEnv({ CEIBA_INDEXER_MAX_RPS: "0" })).toThrow(
      'CEIBA_INDEXER_MAX_RPS must be a whole number ≥ 1, got "0"',
    );
    expect(() => readIndexerEnv({ CEIBA_INDEXER_LOGS_BLOCK_RANGE: "1.5" })).toThrow(
      'CEIBA_INDEXER_LOGS_BLOCK_RANGE must be a whole number ≥ 1, got "1.5"',
    );
  });

  it("finds an unrecorded start block from the comptroller's code, and keeps a recorded one", async () => {
    const local = localDeployment();
    const unrecorded = { ...local, startBlock: 0 };
    const found = await resolveStartBlock({ chainId: 31, rpcUrl, deployment: unrecorded });
    const address = local.contracts.comptroller;
    expect(await publicClient.getCode({ address, blockNumber: BigInt(found) })).toMatch(/^0x[0-9a-f]{2,}/);
    expect(await publicClient.getCode({ address, blockNumber: BigInt(found - 1) })).toBeUndefined();
    expect(await resolveStartBlock({ chainId: 31, rpcUrl: "http://127.0.0.1:1", deployment: local })).toBe(
      local.startBlock,
    );
  });

  it("takes several JSON-RPC URLs, comma-separated (the API reads the first)", () => {
    const env = readIndexerEnv({ CEIBA_INDEXER_RPC_URL: "http://127.0.0.1:8545, http://127.0.0.1:8546" });
    expect(env.rpcUrls).toEqual(["http://127.0.0.1:8545", "http://127.0.0.1:8546"]);
    expect(env.rpcUrl).toBe("http://127.0.0.1:8545");
    expect(readIndexerEnv({}).rpcUrls).toEqual(["http://127.0.0.1:8545"]);
  });

  it("reads the Lens in a backfill when the last read is an hour of block time older, or as configured", () => {
    expect(DEFAULT_LENS_INTERVAL_SECONDS).toBe(3600);
    expect(readIndexerEnv({}).lensIntervalSeconds).toBe(3600);
    expect(readIndexerEnv({ CEIBA_INDEXER_LENS_INTERVAL_SECONDS: "0" }).lensIntervalSeconds).toBe(0);
  });

  it("keeps the off-chain store in CEIBA_OFFCHAIN_SCHEMA (default ceiba_offchain) with DATABASE_URL", () => {
    expect(readIndexerEnv({}).offchainSchema).toBe("ceiba_offchain");
    expect(readIndexerEnv({ CEIBA_OFFCHAIN_SCHEMA: "ceiba_e2e_offchain" }).offchainSchema).toBe("ceiba_e2e_offchain");
    const url = "postgres://u@h:5432/db";
    expect(offchainDatabaseFromEnv({ DATABASE_URL: url })).toEqual({
      kind: "postgres",
      connectionString: url,
      schema: "ceiba_offchain",
    });
    expect(offchainDatabaseFromEnv({ DATABASE_URL: url, CEIBA_OFFCHAIN_SCHEMA: "ceiba_e2e_offchain" })).toEqual({
      kind: "postgres",
      connectionString: url,
      schema: "ceiba_e2e_offchain",
    });
    expect(() => offchainDatabaseFromEnv({ DATABASE_URL: url, CEIBA_OFFCHAIN_SCHEMA: "x;drop" })).toThrow(
      /CEIBA_OFFCHAIN_SCHEMA must be a schema name/,
    );
  });

  it.each([
    [{ CEIBA_CHAIN_ID: "abc" }, /CEIBA_CHAIN_ID must be a chain id \(1337, 31, 30\)/],
    [{ CEIBA_CHAIN_ID: "5" }, /no deployment for chain 5 \(it has 1337, 31, 30\)/],
    [{ CEIBA_CHAIN_ID: "30", CEIBA_INDEXER_START_BLOCK: "-1" }, /CEIBA_INDEXER_START_BLOCK must be a block number/],
    [{ CEIBA_INDEXER_START_BLOCK: "1e3x" }, /CEIBA_INDEXER_START_BLOCK must be a block number/],
    [{ CEIBA_INDEXER_RPC_URL: "localhost:8545" }, /CEIBA_INDEXER_RPC_URL must be an http/],
    [{ CEIBA_INDEXER_RPC_URL: "http://a:1,,http://b:2" }, /CEIBA_INDEXER_RPC_URL must be an http/],
    [{ CEIBA_INDEXER_POLLING_MS: "10" }, /CEIBA_INDEXER_POLLING_MS must be a whole number/],
    [{ CEIBA_INDEXER_LENS_INTERVAL_SECONDS: "-1" }, /CEIBA_INDEXER_LENS_INTERVAL_SECONDS must be a whole number/],
    [{ CEIBA_OFFCHAIN_SCHEMA: "ceiba-offchain" }, /CEIBA_OFFCHAIN_SCHEMA must be a schema name/],
    [{ CEIBA_OFFCHAIN_SCHEMA: "a".repeat(46) }, /CEIBA_OFFCHAIN_SCHEMA must be a schema name/],
    [{ CEIBA_OFFCHAIN_SCHEMA: "ceiba_chain" }, /CEIBA_OFFCHAIN_SCHEMA must differ from DATABASE_SCHEMA/],
    [{ CEIBA_OFFCHAIN_SCHEMA: "mine", DATABASE_SCHEMA: "mine" }, /must differ from DATABASE_SCHEMA \("mine"\)/],
  ])("refuses %o with a message saying what to fix", (env, message) => {
    expect(() => readIndexerEnv(env)).toThrow(message);
  });
});
