// The faucet over HTTP for the local stack: POST /faucet {"address": "0x…"} → the drip as JSON.
// The API may mount the same faucet (faucet.mjs) later; this wrapper only maps HTTP to it.
import http from "node:http";
import { URL } from "node:url";
import { FaucetError } from "./faucet.mjs";

/** The web app's local origins, allowed by CORS unless CEIBA_APP_ORIGINS says otherwise. */
export const DEFAULT_APP_ORIGINS = Object.freeze(["http://127.0.0.1:5173", "http://localhost:5173"]);
const MAX_BODY_BYTES = 1024;

/** @param {string | undefined} value comma-separated origins */
export function parseOrigins(value) {
  if (!value) return [...DEFAULT_APP_ORIGINS];
  return value
    .split(",")
    .map((o) => o.trim())
    .filter(Boolean);
}

/**
 * @param {{
 *   faucet: import("./faucet.d.mts").Faucet,
 *   host?: string,
 *   port?: number,
 *   allowedOrigins?: readonly string[],
 *   log?: (line: string) => void,
 * }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startFaucetServer({ faucet, host = "127.0.0.1", port = 8546, allowedOrigins, log }) {
  const origins = new Set(allowedOrigins ?? DEFAULT_APP_ORIGINS);
  const server = http.createServer((req, res) => {
    const origin = req.headers.origin;
    if (origin && origins.has(origin)) {
      res.setHeader("access-control-allow-origin", origin);
      res.setHeader("vary", "origin");
    }
    handle(req, res).catch((error) => {
      if (error instanceof FaucetError) {
        if (error.retryAfterSeconds !== undefined) res.setHeader("retry-after", String(error.retryAfterSeconds));
        const body = { error: error.code, message: error.message };
        if (error.retryAfterSeconds !== undefined) body.retryAfterSeconds = error.retryAfterSeconds;
        reply(res, error.status, body);
      } else if (error instanceof RequestError) {
        reply(res, error.status, { error: error.code, message: error.message });
      } else {
        log?.(`faucet: ${error instanceof Error ? error.message : String(error)}`);
        reply(res, 500, { error: "internal", message: "the faucet failed; see the npm start output" });
      }
    });
  });

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  async function handle(req, res) {
    const url = new URL(req.url ?? "/", "http://faucet");
    if (url.pathname !== "/faucet") throw new RequestError("not-found", "the faucet is POST /faucet", 404);
    if (req.method === "OPTIONS") {
      res.setHeader("access-control-allow-methods", "GET, POST, OPTIONS");
      res.setHeader("access-control-allow-headers", "content-type");
      res.setHeader("access-control-max-age", "600");
      res.writeHead(204).end();
      return;
    }
    if (req.method === "GET") {
      reply(res, 200, { ...faucet.amounts, cooldownSeconds: faucet.cooldownMs / 1000 });
      return;
    }
    if (req.method !== "POST") {
      res.setHeader("allow", "GET, POST, OPTIONS");
      throw new RequestError("method-not-allowed", "use POST /faucet", 405);
    }
    const body = await readJson(req);
    const address = body && typeof body === "object" ? body.address : undefined;
    const drip = await faucet.drip(address);
    log?.(`faucet: sent ${drip.rbtc} RBTC and test tokens to ${drip.address}`);
    reply(res, 200, drip);
  }

  await new Promise((resolve, reject) => {
    server.once("error", (error) =>
      reject(
        new Error(`the faucet cannot listen on ${host}:${port}: ${error instanceof Error ? error.message : error}`),
      ),
    );
    server.listen(port, host, () => resolve(undefined));
  });
  const address = server.address();
  const boundPort = address && typeof address === "object" ? address.port : port;
  return {
    url: `http://${host}:${boundPort}/faucet`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

class RequestError extends Error {
  /** @param {string} code @param {string} message @param {number} status */
  constructor(code, message, status) {
    super(message);
    this.code = code;
    this.status = status;
  }
}

/** @param {http.IncomingMessage} req */
async function readJson(req) {
  let text = "";
  req.setEncoding("utf8");
  for await (const chunk of req) {
    text += chunk;
    if (text.length > MAX_BODY_BYTES)
      throw new RequestError("too-large", `the body is over ${MAX_BODY_BYTES} bytes`, 413);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new RequestError("invalid-json", 'the body must be JSON: {"address": "0x…"}', 400);
  }
}

/** @param {http.ServerResponse} res @param {number} status @param {unknown} body */
function reply(res, status, body) {
  if (res.headersSent) return;
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
  res.end(JSON.stringify(body));
}
