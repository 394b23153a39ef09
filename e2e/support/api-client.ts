/** The indexer's API: GraphQL over the indexed tables, the REST routes of the spec, Ponder's status. */
export interface ApiClient {
  /** A GraphQL query; GraphQL errors throw. */
  graphql<T>(query: string, variables?: Record<string, unknown>): Promise<T>;
  /** GET a REST route (`/users/fetch-user-data`, `/markets/balance`, ...) with query parameters. */
  get<T>(path: string, query?: Record<string, string>, headers?: Record<string, string>): Promise<T>;
  /** POST JSON to a REST route. */
  post<T>(path: string, body: unknown): Promise<T>;
  /** The last block the indexer has processed. */
  indexedBlock(): Promise<bigint>;
  /** Waits until the indexer has processed `blockNumber`, so its answers include that block. */
  waitForBlock(blockNumber: bigint, timeoutMs?: number): Promise<void>;
}

/** A non-2xx answer of the API. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

export function createApiClient(apiUrl: string): ApiClient {
  const request = async <T>(path: string, init: RequestInit): Promise<T> => {
    const res = await fetch(`${apiUrl}${path}`, { ...init, signal: AbortSignal.timeout(30_000) });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: kept as text for the error
    }
    if (!res.ok)
      throw new ApiRequestError(res.status, body, `${init.method ?? "GET"} ${path}: HTTP ${res.status} ${text}`);
    return body as T;
  };

  const client: ApiClient = {
    async graphql<T>(query: string, variables: Record<string, unknown> = {}) {
      const body = await request<{ data?: T; errors?: { message: string }[] }>("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query, variables }),
      });
      if (body.errors?.length) throw new Error(`GraphQL: ${body.errors.map((e) => e.message).join("; ")}`);
      if (body.data === undefined) throw new Error("GraphQL: no data");
      return body.data;
    },
    get: <T>(path: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) => {
      const search = new URLSearchParams(query).toString();
      return request<T>(search ? `${path}?${search}` : path, { headers });
    },
    post: <T>(path: string, body: unknown) =>
      request<T>(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
    async indexedBlock() {
      // Ponder's /status: { [chain name]: { id, block: { number, timestamp } } }, one chain here.
      const status = await request<Record<string, { block?: { number?: number } }>>("/status", {});
      const numbers = Object.values(status).map((chain) => chain.block?.number ?? 0);
      return BigInt(Math.max(0, ...numbers));
    },
    async waitForBlock(blockNumber, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      let indexed = await client.indexedBlock();
      while (indexed < blockNumber) {
        if (Date.now() > deadline) {
          throw new Error(`the indexer is at block ${indexed}, not ${blockNumber}, after ${timeoutMs} ms`);
        }
        // Ponder polls the chain every second; ask again shortly.
        await new Promise((resolve) => setTimeout(resolve, 200));
        indexed = await client.indexedBlock();
      }
    },
  };
  return client;
}
