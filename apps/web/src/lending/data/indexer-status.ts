import { INDEXED_BLOCK_QUERY } from "@ceiba/sdk/api";
import { ApiError, indexerApi, type ApiOptions } from "../../config/indexer-api";

/** The indexer's latest migrated block from its GraphQL settings singleton (lending-engine §7 findFirstSettings). */
export async function fetchIndexedBlock(options: ApiOptions = {}): Promise<bigint> {
  const { setting } = await indexerApi(options).graphql(INDEXED_BLOCK_QUERY, {});
  const block = setting?.latestMigratedBlock;
  if (block === undefined || !/^\d+$/.test(block)) throw new ApiError("/graphql", 200, "no settings row yet");
  return BigInt(block);
}
