import { defineConfig } from "vitest/config";
import { localChainTestOptions } from "@ceiba/local-stack/local-chain-test-setup";

// The local chain as npm start deploys it (Boltz's EtherSwap included), for the whole run: the end-to-end tests
// run the client against the real Boltz stand-in (@ceiba/boltz-standin) over it.
export default defineConfig({ test: localChainTestOptions({ include: ["src/**/*.test.ts", "test/**/*.test.ts"] }) });
