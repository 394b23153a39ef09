import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // A PostgreSQL database of the run's own (with DATABASE_URL), and a real local chain (Hardhat node + the
    // deployed protocol) shared by the whole run.
    globalSetup: ["test/own-database.setup.ts", "test/local-chain.setup.ts"],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
