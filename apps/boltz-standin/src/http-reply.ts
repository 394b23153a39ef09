import type http from "node:http";

/** A whole answer: JSON unless a string and its type are given; never cached (statuses change). */
export function reply(res: http.ServerResponse, status: number, body: unknown, type = "application/json") {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  res.writeHead(status, { "content-type": type, "cache-control": "no-store" }).end(text);
}
