import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // A real local chain (Hardhat node + the deployed protocol) for the tests that need one.
    globalSetup: ["test/local-chain.setup.ts"],
    // One chain for all files: files run one after another so their transactions do not interleave.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
