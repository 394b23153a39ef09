import type { PublicClient } from "viem";
import { INDEXED_BLOCK_QUERY } from "@ceiba/sdk/api";
import { ApiError, indexerApi, type ApiOptions } from "../../config/indexer-api";
import { chooseReadSource, type ReadSource } from "./read-source";

export interface IndexerStatus {
  /** The indexer's latest migrated block (the settings singleton); undefined when the API did not answer. */
  indexedBlock: bigint | undefined;
  /** The chain head as the app's node sees it. */
  headBlock: bigint;
  /** chooseReadSource of the two. */
  source: ReadSource;
}

/** The indexer's latest migrated block from its GraphQL settings singleton (lending-engine §7 findFirstSettings). */
export async function fetchIndexedBlock(options: ApiOptions = {}): Promise<bigint> {
  const { setting } = await indexerApi(options).graphql(INDEXED_BLOCK_QUERY, {});
  const block = setting?.latestMigratedBlock;
  if (block === undefined || !/^\d+$/.test(block)) throw new ApiError("/graphql", 200, "no settings row yet");
  return BigInt(block);
}

export interface LoadIndexerStatusInput {
  client: Pick<PublicClient, "getBlockNumber">;
  api?: ApiOptions;
  /** The migration-status load failed (default: nothing; the hook opens the server-error dialog). */
  onApiFailure?: (error: unknown) => void;
}

/**
 * The indexer's block and the chain head, read side by side (one GraphQL request, one eth_blockNumber),
 * and where lending data should come from. An API that does not answer is reported and means the Lens.
 */
export async function loadIndexerStatus(input: LoadIndexerStatusInput): Promise<IndexerStatus> {
  const [indexed, headBlock] = await Promise.all([
    fetchIndexedBlock(input.api).catch((error: unknown) => {
      input.onApiFailure?.(error);
      return undefined;
    }),
    input.client.getBlockNumber({ cacheTime: 0 }),
  ]);
  return { indexedBlock: indexed, headBlock, source: chooseReadSource(indexed, headBlock) };
}
