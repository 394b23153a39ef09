import { apiJson, ApiError, type ApiOptions } from "./api-client";

const SETTINGS_QUERY = "{ setting(isSingleton: true) { latestMigratedBlock } }";

interface SettingsAnswer {
  data?: { setting: { latestMigratedBlock: string } | null };
  errors?: readonly { message: string }[];
}

/** The indexer's latest migrated block from its GraphQL settings singleton (lending-engine §7 findFirstSettings). */
export async function fetchIndexedBlock(options: ApiOptions = {}): Promise<bigint> {
  const answer = await apiJson<SettingsAnswer>("/graphql", { ...options, body: { query: SETTINGS_QUERY } });
  const block = answer.data?.setting?.latestMigratedBlock;
  if (block === undefined || !/^\d+$/.test(block)) {
    throw new ApiError("/graphql", 200, answer.errors?.[0]?.message ?? "no settings row yet");
  }
  return BigInt(block);
}
