/**
 * The cached reads (response-cache.ts): GraphQL queries and GET /users/activity per indexed state, and
 * GET /markets/balance per chain block. CEIBA_API_CACHE_MB (64) bounds the memory; 0 turns caching off.
 */
import type { Context } from "hono";
import { chainHeadMark, indexedMark } from "./block-marks";
import { responseCache } from "./response-cache";

const megabytes = Number(process.env.CEIBA_API_CACHE_MB ?? 64);
if (!Number.isFinite(megabytes) || megabytes < 0) {
  throw new Error(`CEIBA_API_CACHE_MB must be a number of megabytes ≥ 0, got "${process.env.CEIBA_API_CACHE_MB}"`);
}
// Shared out: half to GraphQL, a quarter each to the activity pages and the markets' balances.
const maxBytes = Math.floor(megabytes * 1024 * 1024);
const MAX_ENTRIES = 5000;
/** Larger GraphQL bodies pass uncached (their text would be the key). */
const MAX_KEYED_BODY = 64 * 1024;

const ok = (status: number) => status === 200;

/** A POSTed GraphQL request: its path and body (a GET answers Ponder's GraphiQL page). */
async function graphqlKey(c: Context): Promise<string | undefined> {
  if (c.req.method !== "POST") return undefined;
  const length = Number(c.req.header("content-length") ?? NaN);
  if (!Number.isSafeInteger(length) || length > MAX_KEYED_BODY) return undefined;
  return `${c.req.path}\n${await c.req.text()}`;
}

/**
 * Only queries are shared and kept. Ponder's schema has neither mutations nor subscriptions (they would
 * answer errors, never kept), but concurrent identical writes must each run: any document naming another
 * operation kind (outside its strings and comments) passes through. Introspection is a query like any other:
 * the schema is fixed for the process's life.
 */
async function isQuery(c: Context): Promise<boolean> {
  let query: unknown;
  try {
    query = (JSON.parse(await c.req.text()) as { query?: unknown }).query;
  } catch {
    return false;
  }
  if (typeof query !== "string") return false;
  const document = query
    .replace(/"""[\s\S]*?"""/g, "")
    .replace(/"(?:[^"\\\n]|\\.)*"/g, "")
    .replace(/#[^\n]*/g, "");
  return !/\b(mutation|subscription)\b/.test(document);
}

/** A GraphQL answer is kept when it has data and no errors (an error may be transient: a database hiccup). */
function graphqlCacheable(status: number, body: Uint8Array): boolean {
  if (!ok(status)) return false;
  try {
    const parsed = JSON.parse(new TextDecoder().decode(body)) as { data?: unknown; errors?: unknown };
    return parsed.data !== undefined && parsed.data !== null && parsed.errors === undefined;
  } catch {
    return false;
  }
}

/** A GET's path and query string. */
const getKey = async (c: Context) => (c.req.method === "GET" ? c.req.path + new URL(c.req.url).search : undefined);

export const cachedGraphql = responseCache({
  marks: indexedMark,
  keyOf: graphqlKey,
  admit: isQuery,
  cacheable: graphqlCacheable,
  checkMarkAround: true,
  maxEntries: MAX_ENTRIES,
  maxBytes: maxBytes / 2,
});

export const cachedIndexedGet = responseCache({
  marks: indexedMark,
  keyOf: getKey,
  cacheable: ok,
  checkMarkAround: true,
  maxEntries: MAX_ENTRIES,
  maxBytes: maxBytes / 4,
});

/** The route reads the chain at the mark's block: `c.get("chainBlock")`. */
export const cachedChainGet = responseCache({
  marks: chainHeadMark,
  keyOf: getKey,
  cacheable: ok,
  checkMarkAround: false,
  maxEntries: 100,
  maxBytes: maxBytes / 4,
});
