/**
 * The block the indexer starts from. A deployment that does not record it (startBlock 0 on 30/31: the Tropykus
 * comptrollers' deployment blocks were not known when the records were written) gets its comptroller's
 * deployment block by a binary search on eth_getCode (@ceiba/sdk findDeploymentBlock, ~23 calls), so that the
 * backfill does not scan ~7 M blocks from genesis. Record the printed block in
 * packages/deployments/chains/<chain>.tropykus.json (or set CEIBA_INDEXER_START_BLOCK) to skip the search.
 */
import { createPublicClient, http } from "viem";
import { LOCAL_CHAIN_ID } from "@ceiba/core";
import { findDeploymentBlock } from "@ceiba/sdk";
import type { IndexerEnv } from "./indexer-env";

export async function resolveStartBlock(env: Pick<IndexerEnv, "chainId" | "rpcUrl" | "deployment">): Promise<number> {
  const recorded = env.deployment.startBlock;
  if (recorded !== 0 || env.chainId === LOCAL_CHAIN_ID) return recorded;
  const client = createPublicClient({ transport: http(env.rpcUrl, { retryCount: 5 }) });
  const comptroller = env.deployment.contracts.comptroller;
  const found = await findDeploymentBlock(client, comptroller);
  if (found === undefined) {
    throw new Error(`No contract at the comptroller ${comptroller} on chain ${env.chainId} (${env.rpcUrl})`);
  }
  console.info(
    `[indexer] chain ${env.chainId}: comptroller ${comptroller} deployed in block ${found}; indexing from there ` +
      `(record it as startBlock in @ceiba/deployments or set CEIBA_INDEXER_START_BLOCK to skip this search)`,
  );
  return Number(found);
}
