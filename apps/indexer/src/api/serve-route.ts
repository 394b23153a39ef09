/**
 * Serves a row of the route table (@ceiba/sdk/api's API_ROUTES) on a Hono app: its method and path, its query
 * and path parameters read by the table's parsers (a bad one is a 400 before the handler runs), its JSON body
 * read within the table's size limit (and refused when it names a swap secret, or a key the row does not list),
 * and the handler's answer typed by the table's shape. A handler returns
 * the answer itself (200), `answer(body, 201)` for another success status, or `refuse(status, { error })`.
 */
import type { Context, Env, Hono } from "hono";
import type { ApiErrorBody, BodyOf, ParamsOutput, ResponseOf, RouteSpec } from "@ceiba/sdk/api";
import { readJsonObject, refuseSecretFields, refuseUnknownFields } from "./validation";

type SuccessStatus = 200 | 201;
type RefusalStatus = 400 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503;

/** A success answer with a status other than 200, or headers. */
export class Answer<B> {
  constructor(
    readonly body: B,
    readonly status: SuccessStatus,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** A refusal: a 4xx or 5xx with the API's error body. */
export class Refusal {
  constructor(
    readonly status: RefusalStatus,
    readonly body: ApiErrorBody,
    readonly headers: Record<string, string> = {},
  ) {}
}

export const answer = <B>(body: B, status: SuccessStatus = 200, headers?: Record<string, string>) =>
  new Answer(body, status, headers);
export const refuse = (status: RefusalStatus, body: ApiErrorBody, headers?: Record<string, string>) =>
  new Refusal(status, body, headers);

/**
 * The body's fields the table names, values unchecked (the handler checks them): reading a field the table
 * does not declare is a compile error.
 */
export type BodyFields<B> = [B] extends [never] ? undefined : { readonly [K in keyof B]-?: unknown };

export interface RouteRequest<E extends Env, S extends RouteSpec> {
  c: Context<E>;
  query: ParamsOutput<S["query"]>;
  params: ParamsOutput<S["params"]>;
  body: BodyFields<BodyOf<S>>;
}

export type RouteHandler<E extends Env, S extends RouteSpec> = (
  request: RouteRequest<E, S>,
) => Promise<ResponseOf<S> | Answer<ResponseOf<S>> | Refusal> | ResponseOf<S> | Answer<ResponseOf<S>> | Refusal;

function readParams(params: RouteSpec["params"], read: (key: string) => string | undefined) {
  return Object.fromEntries(Object.entries(params).map(([key, param]) => [key, param.parse(read(key), key)]));
}

export function serveRoute<E extends Env, S extends RouteSpec>(app: Hono<E>, spec: S, handler: RouteHandler<E, S>) {
  app.on(spec.method, spec.path, async (c) => {
    const params = readParams(spec.params, (key) => c.req.param(key));
    const query = readParams(spec.query, (key) => c.req.query(key));
    const body = spec.body ? await readJsonObject(c, spec.body.maxBytes) : undefined;
    if (body && spec.body) {
      refuseSecretFields(body);
      if (spec.body.fields) refuseUnknownFields(body, spec.body.fields);
    }
    const result = await handler({ c, query, params, body } as RouteRequest<E, S>);
    if (result instanceof Answer || result instanceof Refusal) {
      for (const [name, value] of Object.entries(result.headers)) c.header(name, value);
      return c.json(result.body as object, result.status);
    }
    return c.json(result as object, 200);
  });
  return app;
}
