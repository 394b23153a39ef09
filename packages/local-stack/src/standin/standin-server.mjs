// The HTTP server every stand-in runs: CORS for the allowed browser origins (preflights answered 204), the
// open connections tracked so that close() ends them at once, an optional upgrade handler (WebSockets), and
// the bound URL once it listens. What a stand-in answers stays its own (`handle`).
import http from "node:http";

/**
 * @param {{
 *   host?: string,
 *   port: number,
 *   allowedOrigins?: readonly string[],
 *   handle: (req: http.IncomingMessage, res: http.ServerResponse) => void,
 *   onUpgrade?: (req: http.IncomingMessage, socket: import("node:stream").Duplex, head: Buffer) => void,
 * }} options
 */
export async function listenStandin({ host = "127.0.0.1", port, allowedOrigins = [], handle, onUpgrade }) {
  const allowed = new Set(allowedOrigins);
  const server = http.createServer((req, res) => {
    const origin = req.headers.origin;
    if (origin && allowed.has(origin)) {
      res.setHeader("access-control-allow-origin", origin);
      res.setHeader("vary", "origin");
      res.setHeader("access-control-allow-methods", "GET, POST, OPTIONS");
      res.setHeader("access-control-allow-headers", "content-type");
    }
    if (req.method === "OPTIONS") return void res.writeHead(204).end();
    handle(req, res);
  });
  if (onUpgrade) server.on("upgrade", onUpgrade);
  const sockets = new Set();
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  const bound = server.address().port;
  return {
    server,
    url: `http://${host}:${bound}`,
    host,
    port: bound,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A whole JSON answer (bigints as decimal strings), or text with its type; never cached (stand-ins change). */
export function replyStandin(res, status, body, type = "application/json") {
  const text =
    typeof body === "string"
      ? body
      : JSON.stringify(body, (_, value) => (typeof value === "bigint" ? String(value) : value));
  res.writeHead(status, { "content-type": type, "cache-control": "no-store" }).end(text);
}
