/**
 * A Boltz for the API's tests: a small HTTP server answering `GET /v2/swap/{id}` in Boltz API v2's documented
 * format, from a map the test fills (a status, an HTTP failure, garbage, or no answer at all); an id it does
 * not hold is Boltz's 404. The indexer reads swap statuses from it through CEIBA_BOLTZ_API_URL (`url`).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export type FakeBoltzAnswer = { status: string } | { httpStatus: number } | "garbage" | "hang";

export interface FakeBoltz {
  /** Its API base as CEIBA_BOLTZ_API_URL takes it (…/v2). */
  readonly url: string;
  readonly answers: Map<string, FakeBoltzAnswer>;
  close(): Promise<void>;
}

/**
 * Starts the fake on a free loopback port; `fallback` answers the ids `answers` does not hold (404 when none, or
 * when it is a function that answers undefined for the id).
 */
export async function startFakeBoltz(
  fallback?: FakeBoltzAnswer | ((id: string) => FakeBoltzAnswer | undefined),
): Promise<FakeBoltz> {
  const answers = new Map<string, FakeBoltzAnswer>();
  const fallbackFor = (id: string) => (typeof fallback === "function" ? fallback(id) : fallback);
  const server = http.createServer((req, res) => {
    const id = /^\/v2\/swap\/([^/?]+)$/.exec(req.url ?? "")?.[1];
    const known = id === undefined ? undefined : decodeURIComponent(id);
    const answer = known === undefined ? undefined : (answers.get(known) ?? fallbackFor(known));
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (answer === "hang") return; // never answers: the indexer's timeout must
    if (answer === "garbage") return reply(200, { state: "fine" });
    if (answer === undefined) return reply(404, { error: `could not find swap with id: ${id}` });
    if ("httpStatus" in answer) return reply(answer.httpStatus, { error: "boom" });
    return reply(200, { status: answer.status });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2`,
    answers,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
