import { defineConfig } from "vitest/config";

// The relay and the wallet need no chain (eth_sendTransaction against a chain is the web app's test).
export default defineConfig({ test: { include: ["test/**/*.test.ts"], testTimeout: 30_000, hookTimeout: 30_000 } });
