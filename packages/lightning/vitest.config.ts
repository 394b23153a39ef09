import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // A bare Hardhat node (chain 1337) where the tests deploy boltz-core's EtherSwap themselves.
    globalSetup: ["test/hardhat-node.setup.ts"],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
