import { ApiError, apiJson, type ApiOptions } from "../lending/data/api-client";

interface GraphqlAnswer<T> {
  data?: T | null;
  errors?: readonly { message: string }[];
}

/** POST one query to the indexer's GraphQL (apps/indexer, Ponder); an answer with errors or no data is an ApiError. */
export async function indexerGraphql<T>(
  query: string,
  variables: Record<string, unknown>,
  options: ApiOptions = {},
): Promise<T> {
  const answer = await apiJson<GraphqlAnswer<T>>("/graphql", { ...options, body: { query, variables } });
  if (answer.errors?.length || answer.data === undefined || answer.data === null) {
    throw new ApiError("/graphql", 200, answer.errors?.[0]?.message ?? "no data");
  }
  return answer.data;
}

/** A decimal string of the API (bigints travel as strings), or an ApiError naming it. */
export function bigintOf(text: string, what: string): bigint {
  if (!/^-?\d+$/.test(text)) throw new ApiError("/graphql", 200, `${what} is not an integer: ${text}`);
  return BigInt(text);
}
