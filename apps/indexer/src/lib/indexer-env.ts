/**
 * The indexer's configuration, read from the environment with defaults for the local stack and
 * validated once at start with a message that says what to fix.
 */
import path from "node:path";
import { CHAINS, LOCAL_CHAIN_ID, isSupportedChainId } from "@ceiba/core";
import { deployments, getDeployment, type Deployment } from "@ceiba/deployments";
import { DEFAULT_PGLITE_DIR } from "../../scripts/data-dir.mjs";

export interface IndexerEnv {
  chainId: number;
  rpcUrl: string;
  /**
   * The deployment indexed (addresses and start block), from @ceiba/deployments (ours first where a chain
   * has several). Without a Lens (the Tropykus deployments on 30 and 31) every Lens read is deployless.
   */
  deployment: Deployment;
  database: { kind: "pglite"; directory: string } | { kind: "postgres"; connectionString: string };
  /** Poll for new blocks this often (ms). */
  pollingIntervalMs: number;
}

export class IndexerEnvError extends Error {
  override name = "IndexerEnvError";
}

export function readIndexerEnv(env: NodeJS.ProcessEnv = process.env): IndexerEnv {
  const chainIds = [...new Set(deployments.map((d) => d.chainId))].join(", ");
  const chainId = Number(env.CEIBA_CHAIN_ID ?? LOCAL_CHAIN_ID);
  if (!Number.isInteger(chainId) || chainId <= 0) {
    throw new IndexerEnvError(`CEIBA_CHAIN_ID must be a chain id (${chainIds}), got "${env.CEIBA_CHAIN_ID}"`);
  }
  const known = getDeployment(chainId);
  if (!known) {
    throw new IndexerEnvError(`@ceiba/deployments has no deployment for chain ${chainId} (it has ${chainIds})`);
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
  const rpcUrl = env.CEIBA_INDEXER_RPC_URL ?? defaultRpcUrl;
  if (rpcUrl === undefined) throw new IndexerEnvError(`CEIBA_INDEXER_RPC_URL is required for chain ${chainId}`);
  if (!/^(https?|wss?):\/\/[^\s]+$/.test(rpcUrl)) {
    throw new IndexerEnvError(`CEIBA_INDEXER_RPC_URL must be an http(s) or ws(s) URL, got "${rpcUrl}"`);
  }

  const pollingIntervalMs = Number(env.CEIBA_INDEXER_POLLING_MS ?? 1000);
  if (!Number.isInteger(pollingIntervalMs) || pollingIntervalMs < 100) {
    throw new IndexerEnvError(
      `CEIBA_INDEXER_POLLING_MS must be a whole number ≥ 100, got "${env.CEIBA_INDEXER_POLLING_MS}"`,
    );
  }

  const databaseUrl = env.DATABASE_URL?.trim();
  const database: IndexerEnv["database"] = databaseUrl
    ? { kind: "postgres", connectionString: databaseUrl }
    : { kind: "pglite", directory: path.resolve(env.CEIBA_INDEXER_PGLITE_DIR ?? DEFAULT_PGLITE_DIR) };

  return {
    chainId,
    rpcUrl,
    deployment,
    database,
    pollingIntervalMs,
  };
}
