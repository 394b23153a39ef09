import "@nomicfoundation/hardhat-viem";
import { subtask } from "hardhat/config";
import { TASK_COMPILE_SOLIDITY_GET_SOLC_BUILD } from "hardhat/builtin-tasks/task-names";
import type { HardhatUserConfig } from "hardhat/types";
import { SOLC_VERSION, localSolcBuild } from "./scripts/solc-offline";
import { makeRevertsFinal } from "./test/helpers/final-reverts";

// Compile with the solc npm package instead of downloading a compiler: this machine has no internet.
subtask(TASK_COMPILE_SOLIDITY_GET_SOLC_BUILD, async (args: { solcVersion: string }, _hre, runSuper) => {
  if (args.solcVersion === SOLC_VERSION) return localSolcBuild();
  return runSuper();
});

const blockIntervalMs = Number(process.env.CEIBA_BLOCK_INTERVAL_MS ?? 0);
if (!Number.isInteger(blockIntervalMs) || blockIntervalMs < 0) {
  throw new Error(
    `CEIBA_BLOCK_INTERVAL_MS must be a whole number of milliseconds, got "${process.env.CEIBA_BLOCK_INTERVAL_MS}"`,
  );
}
// `npm start` starts the node ~30 days in the past so the seed can write a month of history (never set in tests).
const chainStartDate = process.env.CEIBA_CHAIN_START_DATE || undefined;
if (chainStartDate !== undefined && Number.isNaN(Date.parse(chainStartDate))) {
  throw new Error(`CEIBA_CHAIN_START_DATE must be an ISO date, got "${chainStartDate}"`);
}
const liveUrl = process.env.CEIBA_RPC_URL ?? "https://public-node.testnet.rsk.co";
const liveKey = process.env.CEIBA_DEPLOYER_KEY;

const config: HardhatUserConfig = {
  solidity: {
    version: SOLC_VERSION,
    settings: {
      // Rootstock runs PUSH0 (shanghai) since Lovell 7.0.0; newer opcodes are not assumed.
      evmVersion: "shanghai",
      optimizer: { enabled: true, runs: 10_000 },
      viaIR: true,
    },
  },
  networks: {
    hardhat: {
      chainId: 1337,
      // `npm start` sets an interval so interest accrues on an idle local chain; tests mine only on demand.
      mining: { auto: true, interval: blockIntervalMs },
      ...(chainStartDate ? { initialDate: chainStartDate } : {}),
    },
    localhost: { url: process.env.CEIBA_LOCAL_RPC ?? "http://127.0.0.1:8545", chainId: 1337 },
    live: { url: liveUrl, accounts: liveKey ? [liveKey] : [] },
  },
  mocha: {
    timeout: 600_000,
    // The in-process node's reverts are final for viem (test/helpers/final-reverts.ts): no retry back-off.
    rootHooks: {
      beforeAll() {
        // Loaded here, not at the top: the config is read before the runtime exists.
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const hre = require("hardhat") as typeof import("hardhat");
        makeRevertsFinal(hre.network.provider);
      },
    },
  },
};

export default config;
