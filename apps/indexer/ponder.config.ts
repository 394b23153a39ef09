import { createConfig, factory } from "ponder";
import { getAbiItem } from "viem";
import { LOCAL_CHAIN_ID } from "@ceiba/core";
import { cErc20Abi, comptrollerAbi } from "@ceiba/deployments";
import { readIndexerEnv } from "./src/lib/indexer-env";

const env = readIndexerEnv();
const { comptroller } = env.deployment.contracts;
const startBlock = env.deployment.startBlock;

/**
 * Ponder paces each RPC URL on its own, from 20 requests/s up in 5% steps: right for a provider's limits, but the
 * local node has none, and at that pace a backfill waits on the pacing (~25 requests/s: 20,000 events' logs and
 * blocks took ~21 s). Several lanes to the local node let it answer at its own pace.
 */
const LOCAL_RPC_LANES = 8;
const rpc =
  env.chainId === LOCAL_CHAIN_ID && env.rpcUrls.length === 1
    ? Array.from({ length: LOCAL_RPC_LANES }, () => env.rpcUrl)
    : env.rpcUrls.length === 1
      ? env.rpcUrl
      : env.rpcUrls;

export default createConfig({
  database: env.database,
  chains: {
    ceiba: {
      id: env.chainId,
      rpc,
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
