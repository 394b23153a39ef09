import { ENDPOINTS } from "../../config/endpoints";

/** The indexer API's answer was not a 2xx JSON. */
export class ApiError extends Error {
  constructor(
    readonly path: string,
    readonly status: number | undefined,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export interface ApiOptions {
  /** Injectable for tests (default: the global fetch). */
  fetchImpl?: typeof fetch;
  signal?: AbortSignal;
  /** Default: ENDPOINTS.api. */
  baseUrl?: string;
}

/** GET or POST a JSON route of the indexer API (apps/indexer/src/api). */
export async function apiJson<T>(path: string, options: ApiOptions & { body?: unknown } = {}): Promise<T> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const url = `${options.baseUrl ?? ENDPOINTS.api}${path}`;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: options.body === undefined ? "GET" : "POST",
      headers: options.body === undefined ? undefined : { "content-type": "application/json" },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    throw new ApiError(path, undefined, error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw new ApiError(path, response.status, `${path} answered ${response.status}`);
  try {
    return (await response.json()) as T;
  } catch {
    throw new ApiError(path, response.status, `${path} did not answer JSON`);
  }
}
