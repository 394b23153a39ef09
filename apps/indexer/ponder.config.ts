import { createConfig, factory } from "ponder";
import { getAbiItem } from "viem";
import { cErc20Abi, comptrollerAbi } from "@ceiba/deployments";
import { readIndexerEnv } from "./src/lib/indexer-env";

const env = readIndexerEnv();
const { comptroller } = env.deployment.contracts;
const startBlock = env.deployment.startBlock;

export default createConfig({
  database: env.database,
  chains: {
    ceiba: {
      id: env.chainId,
      rpc: env.rpcUrl,
      pollingInterval: env.pollingIntervalMs,
      // A restarted local chain reuses block numbers: never trust blocks and logs cached from another one.
      disableCache: env.chainId === 1337,
    },
  },
  contracts: {
    Comptroller: { chain: "ceiba", abi: comptrollerAbi, address: comptroller, startBlock },
    // Every market the comptroller lists, found from its MarketListed events (non-indexed `cToken`).
    // All markets (CErc20, CRBTC, CRBTCMicro) share CToken's events, so one ABI reads them all.
    Market: {
      chain: "ceiba",
      abi: cErc20Abi,
      address: factory({
        address: comptroller,
        event: getAbiItem({ abi: comptrollerAbi, name: "MarketListed" }),
        parameter: "cToken",
      }),
      startBlock,
    },
  },
  blocks: {
    // Live blocks only (not backfilled): keeps the settings singleton at the chain head and prices fresh.
    LatestBlock: { chain: "ceiba", startBlock: "latest", interval: 1 },
  },
});
