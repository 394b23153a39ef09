/**
 * The indexer's configuration, read from the environment with defaults for the local stack and
 * validated once at start with a message that says what to fix.
 */
import path from "node:path";
import { CHAINS, LOCAL_CHAIN_ID, isSupportedChainId } from "@ceiba/core";
import { deployments, getDeployment, type Deployment, type ProtocolName } from "@ceiba/deployments";
import { DEFAULT_PGLITE_DIR } from "../../scripts/data-dir.mjs";
import { IndexerEnvError, offchainSchemaFromEnv } from "./schema-name";

export { IndexerEnvError };

export interface IndexerEnv {
  chainId: number;
  /** The chain's JSON-RPC (the first of `rpcUrls`): what the API reads. */
  rpcUrl: string;
  /** Every JSON-RPC URL given (CEIBA_INDEXER_RPC_URL, comma-separated): Ponder shares its requests among them. */
  rpcUrls: string[];
  /**
   * The deployment indexed (addresses and start block), from @ceiba/deployments: CEIBA_PROTOCOL's where set
   * (1337 has ours and the Tropykus-shaped one), else ours first where a chain has several. Without a Lens
   * (the Tropykus deployments on 30 and 31, and the shaped one on 1337) every Lens read is deployless.
   */
  deployment: Deployment;
  database: { kind: "pglite"; directory: string } | { kind: "postgres"; connectionString: string };
  /** Poll for new blocks this often (ms). */
  pollingIntervalMs: number;
  /**
   * Backfill: a protocol event reads the Lens again (prices, parameters, every market's state) when the last
   * read is at least this many seconds of block time older. Live blocks are read every block.
   */
  lensIntervalSeconds: number;
  /** PostgreSQL schema of the off-chain store (with DATABASE_URL). */
  offchainSchema: string;
  /**
   * Rootstock's public nodes: blocks per eth_getLogs and requests per second Ponder may send (undefined on the
   * local chain: Ponder's own pacing). CEIBA_INDEXER_LOGS_BLOCK_RANGE, CEIBA_INDEXER_MAX_RPS.
   */
  logsBlockRange: number | undefined;
  maxRequestsPerSecond: number | undefined;
}

/**
 * Public-node limits on 30 and 31, chosen conservatively (not measured from here: this machine has no
 * internet): 2,000 blocks (~16 h) per eth_getLogs, 4 requests a second. Raise them for a node of your own.
 */
export const PUBLIC_NODE_LOGS_BLOCK_RANGE = 2000;
export const PUBLIC_NODE_MAX_RPS = 4;

/** One hour of block time: ~120 Rootstock blocks. */
export const DEFAULT_LENS_INTERVAL_SECONDS = 3600;

export function readIndexerEnv(env: NodeJS.ProcessEnv = process.env): IndexerEnv {
  const chainIds = [...new Set(deployments.map((d) => d.chainId))].join(", ");
  const chainId = Number(env.CEIBA_CHAIN_ID ?? LOCAL_CHAIN_ID);
  if (!Number.isInteger(chainId) || chainId <= 0) {
    throw new IndexerEnvError(`CEIBA_CHAIN_ID must be a chain id (${chainIds}), got "${env.CEIBA_CHAIN_ID}"`);
  }
  const protocolText = env.CEIBA_PROTOCOL?.trim().toLowerCase();
  let protocol: ProtocolName | undefined;
  if (protocolText === "ceiba" || protocolText === "tropykus") protocol = protocolText;
  else if (protocolText) {
    throw new IndexerEnvError(`CEIBA_PROTOCOL must be ceiba or tropykus (or unset), got "${env.CEIBA_PROTOCOL}"`);
  }
  const known = getDeployment(chainId, protocol);
  if (!known) {
    const has = deployments
      .filter((d) => d.chainId === chainId)
      .map((d) => d.protocol)
      .join(", ");
    throw new IndexerEnvError(
      has && protocol
        ? `@ceiba/deployments has no ${protocol} deployment for chain ${chainId} (it has ${has}): change CEIBA_PROTOCOL`
        : `@ceiba/deployments has no deployment for chain ${chainId} (it has ${chainIds})`,
    );
  }

  let deployment = known;
  const startBlockText = env.CEIBA_INDEXER_START_BLOCK?.trim();
  if (startBlockText) {
    const startBlock = Number(startBlockText);
    if (!Number.isSafeInteger(startBlock) || startBlock < 0) {
      throw new IndexerEnvError(`CEIBA_INDEXER_START_BLOCK must be a block number ≥ 0, got "${startBlockText}"`);
    }
    deployment = { ...known, startBlock };
  }

  // The local stack's node on 1337, Rootstock's public node on 30 and 31 (@ceiba/core CHAINS).
  const defaultRpcUrl = isSupportedChainId(chainId) ? CHAINS[chainId].rpcUrls[0] : undefined;
  const rpcText = env.CEIBA_INDEXER_RPC_URL ?? defaultRpcUrl;
  if (rpcText === undefined) throw new IndexerEnvError(`CEIBA_INDEXER_RPC_URL is required for chain ${chainId}`);
  const rpcUrls = rpcText.split(",").map((url) => url.trim());
  for (const url of rpcUrls) {
    if (!/^(https?|wss?):\/\/[^\s,]+$/.test(url)) {
      throw new IndexerEnvError(
        `CEIBA_INDEXER_RPC_URL must be an http(s) or ws(s) URL (or several, comma-separated), got "${url}"`,
      );
    }
  }
  const [rpcUrl = rpcText] = rpcUrls;

  const pollingIntervalMs = Number(env.CEIBA_INDEXER_POLLING_MS ?? 1000);
  if (!Number.isInteger(pollingIntervalMs) || pollingIntervalMs < 100) {
    throw new IndexerEnvError(
      `CEIBA_INDEXER_POLLING_MS must be a whole number ≥ 100, got "${env.CEIBA_INDEXER_POLLING_MS}"`,
    );
  }

  const lensIntervalSeconds = Number(env.CEIBA_INDEXER_LENS_INTERVAL_SECONDS ?? DEFAULT_LENS_INTERVAL_SECONDS);
  if (!Number.isSafeInteger(lensIntervalSeconds) || lensIntervalSeconds < 0) {
    throw new IndexerEnvError(
      `CEIBA_INDEXER_LENS_INTERVAL_SECONDS must be a whole number of seconds ≥ 0 (0: every block), got "${env.CEIBA_INDEXER_LENS_INTERVAL_SECONDS}"`,
    );
  }

  const databaseUrl = env.DATABASE_URL?.trim();
  const database: IndexerEnv["database"] = databaseUrl
    ? { kind: "postgres", connectionString: databaseUrl }
    : { kind: "pglite", directory: path.resolve(env.CEIBA_INDEXER_PGLITE_DIR ?? DEFAULT_PGLITE_DIR) };

  const local = chainId === LOCAL_CHAIN_ID;
  const positive = (name: string, fallback: number | undefined): number | undefined => {
    const text = env[name]?.trim();
    if (!text) return fallback;
    const value = Number(text);
    if (!Number.isSafeInteger(value) || value < 1) {
      throw new IndexerEnvError(`${name} must be a whole number ≥ 1, got "${text}"`);
    }
    return value;
  };
  const logsBlockRange = positive("CEIBA_INDEXER_LOGS_BLOCK_RANGE", local ? undefined : PUBLIC_NODE_LOGS_BLOCK_RANGE);
  const maxRequestsPerSecond = positive("CEIBA_INDEXER_MAX_RPS", local ? undefined : PUBLIC_NODE_MAX_RPS);

  return {
    chainId,
    rpcUrl,
    rpcUrls,
    deployment,
    database,
    pollingIntervalMs,
    lensIntervalSeconds,
    offchainSchema: offchainSchemaFromEnv(env),
    logsBlockRange,
    maxRequestsPerSecond,
  };
}
