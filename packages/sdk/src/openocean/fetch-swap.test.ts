import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { DOCUMENTED_ACCOUNT, documentedSwapAnswer } from "./documented-answers.fixture";
import { MAX_ANSWER_BYTES, fetchOpenOceanSwap } from "./fetch-swap";
import { OpenOceanError } from "./parse-swap-answer";

const NATIVE = "0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee" as const;
const USDC = "0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48" as const;

const servers: http.Server[] = [];
/** Closes the servers started so far (their ports then refuse connections). */
async function closeServers() {
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
}
afterEach(closeServers);

/** A server answering every request with `handle`; resolves with its base URL and the requests it saw. */
async function serve(handle: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  const seen: URL[] = [];
  const keys: (string | undefined)[] = [];
  const server = http.createServer((req, res) => {
    seen.push(new URL(req.url ?? "/", "http://standin"));
    keys.push(req.headers.apikey as string | undefined);
    handle(req, res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}/v4/1`, seen, keys };
}

const json =
  (body: unknown, status = 200) =>
  (_: http.IncomingMessage, res: http.ServerResponse) => {
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  };

const call = (chainBaseUrl: string, timeoutMs = 2000, apiKey?: string) =>
  fetchOpenOceanSwap({
    chainBaseUrl,
    timeoutMs,
    apiKey,
    params: {
      inTokenAddress: NATIVE,
      outTokenAddress: USDC,
      amountDecimals: "1000000000000000000",
      gasPriceDecimals: "1000000000",
      slippage: "1",
      account: DOCUMENTED_ACCOUNT,
    },
    expect: {
      chainId: 1,
      inToken: NATIVE,
      outToken: USDC,
      inAmount: 10n ** 18n,
      account: DOCUMENTED_ACCOUNT,
      nativeToken: NATIVE,
    },
  });

async function failure(promise: Promise<unknown>): Promise<OpenOceanError> {
  const error = await promise.then(
    () => new Error("the call succeeded"),
    (e: unknown) => e,
  );
  if (error instanceof OpenOceanError) return error;
  throw error;
}

describe("fetchOpenOceanSwap", () => {
  it("sends the documented query to {base}/swap and reads the answer", async () => {
    const { base, seen } = await serve(json(documentedSwapAnswer));
    const swap = await call(`${base}/`);
    expect(swap.outAmount).toBe(2_345_670_000n);
    expect(seen[0]?.pathname).toBe("/v4/1/swap");
    expect(Object.fromEntries(seen[0]?.searchParams ?? [])).toEqual({
      inTokenAddress: NATIVE,
      outTokenAddress: USDC,
      amountDecimals: "1000000000000000000",
      gasPriceDecimals: "1000000000",
      slippage: "1",
      account: DOCUMENTED_ACCOUNT,
    });
  });

  it("sends a paid plan's key as the apikey header, and no such header without one", async () => {
    const { base, keys } = await serve(json(documentedSwapAnswer));
    await call(base, 2000, "k3y-of-the-plan");
    await call(base);
    expect(keys).toEqual(["k3y-of-the-plan", undefined]);
  });

  it("gives up on an answer that does not come, as unavailable", async () => {
    const { base } = await serve(() => {
      // never answers
    });
    const error = await failure(call(base, 300));
    expect(error.failure).toBe("unavailable");
    expect(error.message).toMatch(/did not answer within 300 ms/);
  });

  it("gives up on a body that stops half way, as unavailable", async () => {
    const { base } = await serve((_, res) => {
      res.writeHead(200, { "content-type": "application/json" }).write('{"code":200,"data":{');
    });
    expect((await failure(call(base, 300))).failure).toBe("unavailable");
  });

  it("says when nothing listens", async () => {
    const { base } = await serve(json({}));
    await closeServers();
    const error = await failure(call(base));
    expect(error.failure).toBe("unavailable");
    expect(error.message).toMatch(/could not be reached/);
  });

  it("reads an HTTP 5xx or 429 as unavailable and another 4xx as refused, with OpenOcean's message", async () => {
    expect((await failure(call((await serve(json({ error: "busy" }, 503))).base))).failure).toBe("unavailable");
    expect((await failure(call((await serve(json({}, 429))).base))).failure).toBe("unavailable");
    const refused = await failure(call((await serve(json({ code: 400, error: "bad token" }, 400))).base));
    expect(refused.failure).toBe("refused");
    expect(refused.message).toMatch(/bad token/);
  });

  it("refuses an answer that is not JSON, or too large", async () => {
    const html = await failure(call((await serve((_, res) => res.end("<html>hello</html>"))).base));
    expect(html.failure).toBe("malformed");
    expect(html.message).toMatch(/not JSON/);
    const huge = await failure(call((await serve((_, res) => res.end("x".repeat(MAX_ANSWER_BYTES + 1)))).base));
    expect(huge.failure).toBe("malformed");
    expect(huge.message).toMatch(/larger than/);
  });
});
