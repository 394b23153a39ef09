import { defineConfig } from "vitest/config";
import { OwnChainsFirst } from "./test/own-chains-first";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // A PostgreSQL database of the run's own (with DATABASE_URL), a real local chain (Hardhat node + the deployed
    // protocol) shared by the whole run, and one indexer on it that the API test files share.
    globalSetup: ["test/own-database.setup.ts", "test/local-chain.setup.ts", "test/shared-indexer.setup.ts"],
    // Two files at a time: those on the shared chain take turns (shared-chain-lock.ts); the recovery and Tropykus
    // files, on chains of their own, and the files without a chain run beside them.
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { sequencer: OwnChainsFirst },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
