/**
 * The indexer's configuration, read from the environment with defaults for the local stack and
 * validated once at start with a message that says what to fix.
 */
import path from "node:path";
import { getDeployment, type Address, type Deployment } from "@ceiba/deployments";
import { DEFAULT_PGLITE_DIR } from "../../scripts/data-dir.mjs";

export interface IndexerEnv {
  chainId: number;
  rpcUrl: string;
  /** The deployment indexed (addresses and start block), from @ceiba/deployments. */
  deployment: IndexedDeployment;
  database: { kind: "pglite"; directory: string } | { kind: "postgres"; connectionString: string };
  /** Poll for new blocks this often (ms). */
  pollingIntervalMs: number;
}

/** A deployment with the contracts the indexer cannot do without. */
export interface IndexedDeployment extends Deployment {
  contracts: Deployment["contracts"] & { lens: Address };
}

export class IndexerEnvError extends Error {
  override name = "IndexerEnvError";
}

export function readIndexerEnv(env: NodeJS.ProcessEnv = process.env): IndexerEnv {
  const chainId = Number(env.CEIBA_CHAIN_ID ?? 1337);
  if (!Number.isInteger(chainId) || chainId <= 0) {
    throw new IndexerEnvError(`CEIBA_CHAIN_ID must be a chain id (1337, 31 or 30), got "${env.CEIBA_CHAIN_ID}"`);
  }
  const deployment = getDeployment(chainId);
  if (!deployment) throw new IndexerEnvError(`@ceiba/deployments has no deployment for chain ${chainId}`);
  const lens = deployment.contracts.lens;
  if (!lens) {
    // Every market read goes through the Lens (one eth_call per block); a chain without one is not indexable yet.
    throw new IndexerEnvError(`the chain ${chainId} deployment has no CeibaLens address to read markets with`);
  }

  const rpcUrl = env.CEIBA_INDEXER_RPC_URL ?? "http://127.0.0.1:8545";
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
    deployment: { ...deployment, contracts: { ...deployment.contracts, lens } },
    database,
    pollingIntervalMs,
  };
}
