/**
 * CORS limited to the app's origins (CEIBA_APP_ORIGINS), a per-client rate limit with Retry-After, and
 * the connection handling that keeps keep-alive clients from sending requests on closed connections.
 */
import type { Server } from "node:http";
import type { MiddlewareHandler } from "hono";
import { bodyCutShort } from "./validation";

const origins = (process.env.CEIBA_APP_ORIGINS ?? "http://127.0.0.1:5173,http://localhost:5173")
  .split(",")
  .map((o) => o.trim())
  .filter(Boolean);

/**
 * Ponder's server answers every route with `Access-Control-Allow-Origin: *`; this replaces that header on
 * the REST routes: the request's origin when it is an app origin, none otherwise.
 */
export const appCors: MiddlewareHandler = async (c, next) => {
  const origin = c.req.header("origin");
  const allowed = origin !== undefined && origins.includes(origin);
  if (c.req.method === "OPTIONS") {
    c.res = new Response(null, { status: 204 });
  } else {
    await next();
  }
  const headers = c.res.headers;
  headers.delete("access-control-allow-origin");
  if (allowed) {
    headers.set("access-control-allow-origin", origin);
    headers.set("vary", "Origin");
    headers.set("access-control-allow-methods", "GET,POST,PATCH,OPTIONS");
    headers.set("access-control-allow-headers", "content-type");
    headers.set("access-control-max-age", "600");
  }
};

const LIMIT = Number(process.env.CEIBA_API_RATE_LIMIT_PER_MINUTE ?? 300);
const WINDOW_MS = 60_000;
const hits = new Map<string, { start: number; count: number }>();

/** The socket's address (@hono/node-server puts the Node request in c.env.incoming). */
function clientAddress(env: unknown): string {
  const incoming = (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? "unknown";
}

export const rateLimit: MiddlewareHandler = async (c, next) => {
  const key = clientAddress(c.env);
  const now = Date.now();
  let entry = hits.get(key);
  if (!entry || now - entry.start >= WINDOW_MS) {
    entry = { start: now, count: 0 };
    hits.set(key, entry);
    if (hits.size > 10_000) for (const [k, v] of hits) if (now - v.start >= WINDOW_MS) hits.delete(k);
  }
  entry.count += 1;
  if (entry.count > LIMIT) {
    const retryAfter = Math.max(1, Math.ceil((entry.start + WINDOW_MS - now) / 1000));
    c.header("Retry-After", String(retryAfter));
    return c.json({ error: "too many requests", retryAfterSeconds: retryAfter }, 429);
  }
  await next();
};

/** Bodies up to this size that a route answered without reading are read (and dropped) before answering. */
const SETTLE_LIMIT = 64 * 1024;

/**
 * An answer given before the request's body was read (a 429, a 413 or 415 from the headers, a refusal
 * before the body mattered) leaves the body on the connection. @hono/node-server then destroys the socket
 * two event-loop turns after the response unless the body has arrived by then: a keep-alive client that
 * sends its next request on that connection (or whose body was still on its way) sees it closed. So the
 * unread body is read first when it is small; a larger or unsized one gets `Connection: close`, so that
 * the client opens a new connection instead of reusing one the server drops.
 */
export const settleBody: MiddlewareHandler = async (c, next) => {
  await next();
  const request = c.req.raw;
  if (request.method === "GET" || request.method === "HEAD" || request.body === null) return;
  // Read by the route (Hono's and readJsonObject's readers read to the end), unless refused part way.
  if (request.bodyUsed && !bodyCutShort.has(request)) return;
  const declared = Number(c.req.header("content-length") ?? NaN);
  if (!request.bodyUsed && Number.isSafeInteger(declared) && declared <= SETTLE_LIMIT) {
    try {
      await request.arrayBuffer();
      return;
    } catch {
      // the client went away: nothing to keep open
    }
  }
  c.res.headers.set("connection", "close");
};

/** How long the server keeps an idle keep-alive connection (Node's default is 5 s). */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

let serverTuned = false;

/**
 * Node closes an idle keep-alive connection after `server.keepAliveTimeout` (5 s by default) and tells
 * clients `Keep-Alive: timeout=5`; undici (Node's fetch) stops reusing it 1 s before that, by timers that
 * tick about once a second. So a request sent on a connection idle for 4 to 5 s can meet the server's close
 * and fail with "other side closed" (reproduced: the first requests of a concurrent burst, on connections
 * left idle ~4 s). Ponder creates the server without a way to set its timeouts, so they are set here, on
 * the first request's server: idle connections are kept 65 s (headers timeout above it, as Node needs).
 */
export const keepConnections: MiddlewareHandler = async (c, next) => {
  if (!serverTuned) {
    // @hono/node-server puts the Node request in c.env.incoming; a server-side socket knows its server.
    const server = (c.env as { incoming?: { socket?: { server?: Server } } } | undefined)?.incoming?.socket?.server;
    if (server) {
      server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
      server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
      serverTuned = true;
    }
  }
  await next();
};
