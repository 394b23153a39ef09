import { createConfig, factory } from "ponder";
import { getAbiItem } from "viem";
import { LOCAL_CHAIN_ID } from "@ceiba/core";
import { cErc20Abi, comptrollerAbi, tropykusMarketEventsAbi } from "@ceiba/deployments";
import { readOpenOceanConfig } from "./src/api/quote/openocean-config";
import { readIndexerEnv } from "./src/lib/indexer-env";
import { resolveStartBlock } from "./src/lib/start-block";

const env = readIndexerEnv();
// The API's OpenOcean settings, checked here too so that a wrong one stops the start with its message.
readOpenOceanConfig(env.chainId);
const { comptroller } = env.deployment.contracts;
const startBlock = await resolveStartBlock(env);

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

/** Every market the comptroller lists, found from its MarketListed events (non-indexed `cToken`). */
const listedMarkets = factory({
  address: comptroller,
  event: getAbiItem({ abi: comptrollerAbi, name: "MarketListed" }),
  parameter: "cToken",
});

export default createConfig({
  database: env.database,
  chains: {
    ceiba: {
      id: env.chainId,
      rpc,
      pollingInterval: env.pollingIntervalMs,
      // Within what Rootstock's public nodes accept (indexer-env.ts); unset on the local chain.
      ...(env.logsBlockRange === undefined ? {} : { ethGetLogsBlockRange: env.logsBlockRange }),
      ...(env.maxRequestsPerSecond === undefined ? {} : { maxRequestsPerSecond: env.maxRequestsPerSecond }),
      // A restarted local chain reuses block numbers: never trust blocks and logs cached from another one.
      disableCache: env.chainId === 1337,
    },
  },
  contracts: {
    Comptroller: { chain: "ceiba", abi: comptrollerAbi, address: comptroller, startBlock },
    // All markets (CErc20, CRBTC, CRBTCMicro) share CToken's events, so one ABI reads them all.
    Market: { chain: "ceiba", abi: cErc20Abi, address: listedMarkets, startBlock },
    // The same markets again, for Mint/Redeem/Borrow/RepayBorrow/LiquidateBorrow in the Tropykus layout (addresses
    // indexed, same topic 0). Ponder matches a log to each contract by address and topic 0, decodes it with that
    // contract's ABI item and skips it, with a debug line only, where that fails: each log fits exactly one of the
    // two layouts (one topic and the whole data, or the addresses as topics and a shorter data), so each reaches
    // exactly one handler, and src/handlers registers the same handler under both names. Both layouts are read on
    // every chain (a deployment may mix them), at the cost of one failed decode per user event.
    TropykusMarket: { chain: "ceiba", abi: tropykusMarketEventsAbi, address: listedMarkets, startBlock },
  },
  blocks: {
    // Live blocks only (not backfilled): keeps the settings singleton at the chain head and prices fresh.
    LatestBlock: { chain: "ceiba", startBlock: "latest", interval: 1 },
  },
});
