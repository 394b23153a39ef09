/**
 * A response cache for reads whose answer depends only on the request and a block (block-marks.ts): the
 * GraphQL queries and the indexed REST routes per indexed state, /markets/balance per chain block. Entries
 * of one mark at a time (a new mark empties it), least recently used first out, bounded in entries and
 * bytes. Concurrent misses of one request share one computation. Every answer says its block (the state it
 * holds at least; exactly, for a kept answer):
 *   X-Ceiba-Block, X-Ceiba-Block-Hash (indexed state), X-Ceiba-Cache: hit | miss | bypass
 */
import type { Context, MiddlewareHandler, Next } from "hono";
import type { BlockMark, MarkSource } from "./block-marks";

export const BLOCK_HEADER = "x-ceiba-block";
export const BLOCK_HASH_HEADER = "x-ceiba-block-hash";
export const CACHE_HEADER = "x-ceiba-cache";
/** Readable by the app's scripts across origins (CORS hides other headers). */
export const EXPOSED_HEADERS = [BLOCK_HEADER, BLOCK_HASH_HEADER, CACHE_HEADER].join(", ");

/** The mark an answer is computed for, for routes that read at its block (`c.get("blockMark")`). */
export interface CacheEnv {
  Variables: { blockMark?: BlockMark };
}

interface Entry {
  status: number;
  contentType: string | null;
  body: Uint8Array;
  mark: BlockMark;
}

export interface ResponseCacheOptions {
  marks: MarkSource;
  /** The request's cache key, or undefined to pass it through (not a cacheable read). */
  keyOf: (c: Context<CacheEnv>) => Promise<string | undefined>;
  /** On a miss, before sharing or keeping the answer: false passes the request through (not a read). */
  admit?: (c: Context<CacheEnv>) => Promise<boolean>;
  /** Whether an answer may be kept (status and body checked by the caller's rules). */
  cacheable: (status: number, body: Uint8Array) => boolean;
  /**
   * The state can move while an answer is computed (indexed data): re-read the mark before and after, and keep
   * the answer only when both agree. Off for answers read at the mark's own block (the chain at a block).
   */
  checkMarkAround: boolean;
  maxEntries: number;
  maxBytes: number;
}

/** A bounded LRU of one mark's answers (a Map keeps insertion order: the first key is the least recent). */
class Lru {
  private entries = new Map<string, Entry>();
  private bytes = 0;
  private markKey: string | undefined;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  /** Empties the cache when the state has moved on. */
  at(mark: BlockMark): void {
    if (this.markKey === mark.key) return;
    this.markKey = mark.key;
    this.entries.clear();
    this.bytes = 0;
  }

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: Entry): void {
    // One answer may take an eighth of the budget at most (a 10,000-row activity page is not worth it).
    if (entry.mark.key !== this.markKey || entry.body.byteLength > this.maxBytes / 8) return;
    const old = this.entries.get(key);
    if (old) this.bytes -= old.body.byteLength;
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.bytes += entry.body.byteLength;
    for (const [k, e] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= e.body.byteLength;
    }
  }
}

function markHeaders(headers: Headers, mark: BlockMark, cache: "hit" | "miss" | "bypass"): void {
  if (mark.number !== null) headers.set(BLOCK_HEADER, String(mark.number));
  if (mark.hash !== null) headers.set(BLOCK_HASH_HEADER, mark.hash);
  headers.set(CACHE_HEADER, cache);
  headers.set("access-control-expose-headers", EXPOSED_HEADERS);
}

/** keyOf may have read the body (Hono keeps its text): the route then reads a raw request with it again. */
async function restoreBody(c: Context<CacheEnv>): Promise<void> {
  const raw = c.req.raw;
  if (!raw.bodyUsed) return;
  c.req.raw = new Request(raw.url, { method: raw.method, headers: raw.headers, body: await c.req.text() });
}

/**
 * Answers with a kept body. The headers set so far (CORS) are carried over by hand: Hono's own merge, when a
 * response replaces one already started, reads the old body as a stream, which takes @hono/node-server off
 * its fast path for a byte body (measured: the merge was most of a hit's cost).
 */
function respond(c: Context<CacheEnv>, entry: Entry, cache: "hit" | "miss"): void {
  // This request's headers so far: CORS on a hit, the route's own after a miss.
  const headers = new Headers(c.res.headers);
  if (entry.contentType) headers.set("content-type", entry.contentType);
  else headers.delete("content-type");
  headers.delete("content-length");
  markHeaders(headers, entry.mark, cache);
  c.res = undefined;
  c.res = new Response(entry.body, { status: entry.status, headers });
}

export function responseCache(options: ResponseCacheOptions): MiddlewareHandler<CacheEnv> {
  const lru = new Lru(options.maxEntries, options.maxBytes);
  const inFlight = new Map<string, Promise<Entry>>();

  /** Runs the route for this request and keeps its answer when it is for one mark throughout. */
  const compute = async (c: Context<CacheEnv>, next: Next, key: string, seen: BlockMark): Promise<Entry> => {
    const before = options.checkMarkAround ? await options.marks.current(true) : seen;
    c.set("blockMark", before);
    await restoreBody(c);
    await next();
    const res = c.res;
    const body = new Uint8Array(await res.arrayBuffer());
    const after = options.checkMarkAround ? await options.marks.current(true) : before;
    // Labelled with the state before: the answer holds at least that block (more when the state moved meanwhile,
    // and then it is not kept, since which block it holds is not known).
    const entry: Entry = { status: res.status, contentType: res.headers.get("content-type"), body, mark: before };
    if (before.key === after.key && options.cacheable(res.status, body)) {
      lru.at(before);
      lru.set(key, entry);
    }
    return entry;
  };

  const bypass = async (c: Context<CacheEnv>, next: Next) => {
    const mark = await options.marks.current();
    c.set("blockMark", mark);
    await restoreBody(c);
    await next();
    markHeaders(c.res.headers, mark, "bypass");
  };

  return async (c, next) => {
    if (options.maxBytes <= 0) return next();
    const key = await options.keyOf(c);
    if (key === undefined) return bypass(c, next);
    const mark = await options.marks.current();
    lru.at(mark);
    const hit = lru.get(key);
    if (hit) return respond(c, hit, "hit");

    if (options.admit && !(await options.admit(c))) return bypass(c, next);
    const flightKey = `${mark.key}\n${key}`;
    const shared = inFlight.get(flightKey);
    if (shared) {
      // Another request is computing this answer: share it (or compute our own if it failed).
      const entry = await shared.catch(() => undefined);
      if (entry) return respond(c, entry, "hit");
    }
    const flight = compute(c, next, key, mark);
    if (!shared) {
      inFlight.set(flightKey, flight);
      void flight.catch(() => undefined).finally(() => inFlight.delete(flightKey));
    }
    respond(c, await flight, "miss");
  };
}
