import { defineConfig } from "vitest/config";
import { localChainTestOptions } from "@ceiba/local-stack/local-chain-test-setup";

// One local chain as npm start deploys it, for the whole run (local-stack's shared setup).
export default defineConfig({ test: localChainTestOptions({ include: ["test/**/*.test.ts"] }) });
