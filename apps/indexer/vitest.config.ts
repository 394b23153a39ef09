import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // A real local chain (Hardhat node + the deployed protocol) shared by the whole run.
    globalSetup: ["test/local-chain.setup.ts"],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
