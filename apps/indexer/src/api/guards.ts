/** CORS limited to the app's origins (CEIBA_APP_ORIGINS) and a per-client rate limit with Retry-After. */
import type { MiddlewareHandler } from "hono";

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
    headers.set("access-control-allow-methods", "GET,POST,OPTIONS");
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
