/**
 * The typed client of the indexer's API, shared by the web app and the tests: `get("usersInfo", { address })`,
 * `post("logs", body)`, `graphql(QUERY, variables)`. Requests are built from the route table (routes.ts) and
 * answers typed by it; any failure (network, non-2xx, not JSON, GraphQL errors) is an ApiError.
 */
import type { GraphqlQuery, ResultOf, VariablesOf } from "./graphql-query";
import type { Params } from "./routes";
import {
  API_ROUTES,
  type ApiRoutes,
  type BodyOf,
  type Method,
  type PathInput,
  type QueryInput,
  type ResponseOf,
  type RouteName,
  type RouteNameOf,
} from "./routes";

/** The API's answer was not a 2xx JSON, or there was no answer (`status` undefined). */
export class ApiError extends Error {
  constructor(
    /** The request's path (and query). */
    readonly path: string,
    readonly status: number | undefined,
    message: string,
    /** The answer's body: its JSON, or its text when it is not JSON. */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export interface ApiClientOptions {
  /** The API's origin and prefix, without a trailing slash (`https://api.example`, `/api`). */
  baseUrl: string;
  /** Injectable for tests (default: the global fetch, looked up at each request). */
  fetch?: typeof fetch;
  /** Aborts every request of this client. */
  signal?: AbortSignal;
  /** Aborts a request that takes longer. */
  timeoutMs?: number;
}

export interface RequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** The request may outlive the page (a log sent while leaving). */
  keepalive?: boolean;
}

/** A route's request: its path parameters, query and body, as the table types them. */
export type RouteInput<N extends RouteName> = ([keyof ApiRoutes[N]["params"]] extends [never]
  ? { params?: undefined }
  : { params: PathInput<ApiRoutes[N]> }) &
  ([keyof ApiRoutes[N]["query"]] extends [never] ? { query?: undefined } : { query?: QueryInput<ApiRoutes[N]> }) &
  (ApiRoutes[N]["body"] extends undefined ? { body?: undefined } : { body: BodyOf<ApiRoutes[N]> });

type QueryArgs<N extends RouteName> =
  Record<never, never> extends QueryInput<ApiRoutes[N]>
    ? [query?: QueryInput<ApiRoutes[N]>, options?: RequestOptions]
    : [query: QueryInput<ApiRoutes[N]>, options?: RequestOptions];

type ParamlessRoute<M extends Method> = {
  [N in RouteNameOf<M>]: [keyof ApiRoutes[N]["params"]] extends [never] ? N : never;
}[RouteNameOf<M>];

export interface ApiClient {
  /** GET a route of the table with its query. */
  get<N extends ParamlessRoute<"GET">>(name: N, ...args: QueryArgs<N>): Promise<ResponseOf<ApiRoutes[N]>>;
  /** POST a route's JSON body. */
  post<N extends ParamlessRoute<"POST">>(
    name: N,
    body: BodyOf<ApiRoutes[N]>,
    options?: RequestOptions,
  ): Promise<ResponseOf<ApiRoutes[N]>>;
  /** Any route, with its path parameters, query and body. */
  request<N extends RouteName>(
    name: N,
    input: RouteInput<N>,
    options?: RequestOptions,
  ): Promise<ResponseOf<ApiRoutes[N]>>;
  /** A query of the app (queries.ts); an answer with errors or without data is an ApiError. */
  graphql<Q extends GraphqlQuery>(query: Q, variables: VariablesOf<Q>, options?: RequestOptions): Promise<ResultOf<Q>>;
  /** The URL a route's request goes to. */
  url<N extends RouteName>(name: N, input?: Pick<RouteInput<N>, "params" | "query">): string;
}

function formatParams(params: Params, values: Record<string, unknown> | undefined): [string, string][] {
  const out: [string, string][] = [];
  for (const [key, param] of Object.entries(params)) {
    const raw = values?.[key];
    const text = raw === undefined ? undefined : param.format(raw);
    if (text !== undefined) out.push([key, text]);
  }
  return out;
}

/** The path and query of a route's request (path parameters encoded, undefined query values left out). */
export function routePath(
  name: RouteName,
  input: { params?: Record<string, unknown>; query?: Record<string, unknown> } = {},
): string {
  const spec = API_ROUTES[name];
  const params = new Map(formatParams(spec.params, input.params));
  const path = spec.path.replace(/:([A-Za-z_]+)/g, (_, key: string) => {
    const value = params.get(key);
    if (value === undefined) throw new Error(`${name}: path parameter ${key} is missing`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams(formatParams(spec.query, input.query)).toString();
  return search ? `${path}?${search}` : path;
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The reason a refusal gives (`{ error }` or `{ error, message }`), for the message. */
function refusalReason(body: unknown, text: string): string {
  if (typeof body === "object" && body !== null) {
    const { error, message } = body as { error?: unknown; message?: unknown };
    const said = [error, message].filter((v): v is string => typeof v === "string");
    if (said.length > 0) return said.join(": ");
  }
  return text.slice(0, 200);
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const signalOf = (request: RequestOptions): AbortSignal | undefined => {
    const signals = [options.signal, request.signal].filter((s): s is AbortSignal => s !== undefined);
    if (options.timeoutMs !== undefined) signals.push(AbortSignal.timeout(options.timeoutMs));
    return signals.length <= 1 ? signals[0] : AbortSignal.any(signals);
  };

  async function send(method: Method, path: string, body: unknown, request: RequestOptions = {}): Promise<unknown> {
    // A local, not a method call: a browser's fetch refuses to run with another `this` than the window.
    const fetchImpl = options.fetch ?? globalThis.fetch;
    const what = `${method} ${path}`;
    let response: Response;
    try {
      response = await fetchImpl(`${options.baseUrl}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...request.headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: signalOf(request),
        ...(request.keepalive ? { keepalive: true } : {}),
      });
    } catch (error) {
      throw new ApiError(path, undefined, `${what}: ${error instanceof Error ? error.message : String(error)}`);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw new ApiError(path, response.status, `${what}: ${error instanceof Error ? error.message : String(error)}`);
    }
    const parsed = parseBody(text);
    if (!response.ok) {
      const reason = refusalReason(parsed, text);
      throw new ApiError(
        path,
        response.status,
        `${what} answered ${response.status}${reason ? `: ${reason}` : ""}`,
        parsed ?? text,
      );
    }
    if (parsed === undefined) throw new ApiError(path, response.status, `${what} did not answer JSON`, text);
    return parsed;
  }

  const client: ApiClient = {
    get: (name, ...[query, request]) => send("GET", routePath(name, { query }), undefined, request) as Promise<never>,
    post: (name, body, request) => send("POST", routePath(name), body, request) as Promise<never>,
    request: (name, input, request) =>
      send(API_ROUTES[name].method, routePath(name, input), input.body, request) as Promise<never>,
    async graphql(query, variables, request) {
      const answer = (await send("POST", "/graphql", { query: query.text, variables }, request)) as {
        data?: unknown;
        errors?: readonly { message?: string }[];
      };
      if (answer.errors?.length || answer.data === undefined || answer.data === null) {
        const messages = answer.errors?.map((e) => e.message ?? "").join("; ");
        throw new ApiError("/graphql", 200, `GraphQL ${query.name}: ${messages || "no data"}`, answer);
      }
      return answer.data as never;
    },
    url: (name, input) => `${options.baseUrl}${routePath(name, input)}`,
  };
  return client;
}
