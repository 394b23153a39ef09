import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // A local chain with our protocol, Uniswap and its pools (as npm start deploys them), for the whole run.
    globalSetup: ["test/local-chain.setup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
