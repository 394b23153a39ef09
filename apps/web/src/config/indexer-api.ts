/**
 * The app's client of the indexer API: @ceiba/sdk/api's typed client (the route table and the app's GraphQL
 * queries), at ENDPOINTS.api unless told. Every failure is an ApiError.
 */
import { createApiClient, type ApiClient } from "@ceiba/sdk/api";
import { ENDPOINTS } from "./endpoints";

export { ApiError } from "@ceiba/sdk/api";

export interface ApiOptions {
  /** Injectable for tests (default: the global fetch). */
  fetchImpl?: typeof fetch;
  signal?: AbortSignal;
  /** Default: ENDPOINTS.api. */
  baseUrl?: string;
}

/** The indexer API with these options (a client is a few closures: make one per call). */
export function indexerApi(options: ApiOptions = {}): ApiClient {
  return createApiClient({
    baseUrl: options.baseUrl ?? ENDPOINTS.api,
    fetch: options.fetchImpl,
    signal: options.signal,
  });
}
