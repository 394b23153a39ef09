import { ApiError } from "../config/indexer-api";

/** A decimal string of the API (bigints travel as strings), or an ApiError naming it. */
export function bigintOf(text: string, what: string): bigint {
  if (!/^-?\d+$/.test(text)) throw new ApiError("/graphql", 200, `${what} is not an integer: ${text}`);
  return BigInt(text);
}
