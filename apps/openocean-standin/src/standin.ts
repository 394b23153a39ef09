/**
 * A local stand-in of OpenOcean's swap API (v4), for chain 1337 only: `GET /v4/1337/quote` and
 * `GET /v4/1337/swap` in the documented format, answered over the local Uniswap v3 pools with transactions on
 * the local SwapRouter (swap-answer.ts). It is not OpenOcean: the server points at it on 1337 by default.
 *
 * Tests and the end-to-end suite make it fail on purpose, through `setMode` or `POST /__standin/mode
 * {"mode": …}` (answered whatever the mode): `down` drops every connection unanswered, `slow` never answers,
 * `malformed` answers a body that is not the documented one, `error` answers the envelope with code 500,
 * `ok` answers again.
 */
import type http from "node:http";
import { listenStandin, replyStandin as reply } from "@ceiba/local-stack/standin";
import { createPublicClient, http as httpTransport, type PublicClient } from "viem";
import type { StandinUniswap } from "./best-path";
import { swapAnswer, type StandinContext } from "./swap-answer";
import { QueryRefused, readSwapQuery } from "./swap-query";

export const STANDIN_MODES = ["ok", "down", "slow", "malformed", "error"] as const;
export type StandinMode = (typeof STANDIN_MODES)[number];

/** Where a test switches the mode; not an OpenOcean path. */
export const STANDIN_MODE_PATH = "/__standin/mode";

/** The port `npm start` gives it (CEIBA_OPENOCEAN_PORT moves it). */
export const DEFAULT_STANDIN_PORT = 8547;

export interface StandinOptions {
  rpcUrl: string;
  /** The local Uniswap record (local-uniswap.ts). */
  uniswap: StandinUniswap;
  /** The chain it serves (its path segment); 1337. */
  chainId?: number;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  mode?: StandinMode;
  log?: (line: string) => void;
}

export interface RunningStandin {
  /** http://host:port */
  url: string;
  /** The base the server's client is given: `${url}/v4/${chainId}`. */
  chainBaseUrl: string;
  mode: () => StandinMode;
  setMode: (mode: StandinMode) => void;
  close: () => Promise<void>;
}

/** What `malformed` answers: the envelope with a `data` that is not a swap. */
const MALFORMED_ANSWER = { code: 200, data: { outAmount: "a lot", to: "the exchange" } };

const isMode = (value: unknown): value is StandinMode => (STANDIN_MODES as readonly unknown[]).includes(value);

async function readBody(req: http.IncomingMessage): Promise<string> {
  let text = "";
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > 1024) throw new QueryRefused("body too large");
  }
  return text;
}

export async function startOpenOceanStandin(options: StandinOptions): Promise<RunningStandin> {
  const { rpcUrl, uniswap, chainId = 1337, host = "127.0.0.1", port = DEFAULT_STANDIN_PORT, log } = options;
  let mode: StandinMode = options.mode ?? "ok";
  // No retries: the node is local, and viem retries the reverts a Hardhat node answers (-32603, an estimate
  // of a swap the account cannot make yet) with a second of back-off each, past the client's time limit.
  const client: PublicClient = createPublicClient({
    transport: httpTransport(rpcUrl, { retryCount: 0 }),
    cacheTime: 0,
  });
  const context: StandinContext = { client, chainId, uniswap, tokens: new Map() };
  const held = new Set<http.ServerResponse>();

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? "/", "http://standin");
    if (url.pathname === STANDIN_MODE_PATH) {
      if (req.method === "POST") {
        const asked = (JSON.parse((await readBody(req)) || "{}") as { mode?: unknown }).mode;
        if (!isMode(asked)) return reply(res, 400, { error: `mode must be one of ${STANDIN_MODES.join(", ")}` });
        mode = asked;
        log?.(`openocean stand-in: mode ${mode}`);
      }
      return reply(res, 200, { mode });
    }
    if (mode === "down") return void req.socket.destroy();
    if (mode === "slow") {
      held.add(res);
      return void res.once("close", () => held.delete(res));
    }
    if (mode === "malformed") return reply(res, 200, MALFORMED_ANSWER);
    if (mode === "error") return reply(res, 200, { code: 500, error: "stand-in: failing on purpose (mode error)" });

    const route = /^\/v4\/([^/]+)\/(quote|swap)$/.exec(url.pathname);
    if (req.method !== "GET" || !route) {
      return reply(res, 404, { code: 404, error: "the stand-in serves GET /v4/{chain}/quote and /v4/{chain}/swap" });
    }
    const [, chain = "", endpoint] = route;
    try {
      const query = readSwapQuery(url.searchParams, chain, chainId);
      reply(res, 200, await swapAnswer(context, query, endpoint === "swap"));
    } catch (error) {
      if (error instanceof QueryRefused) return reply(res, 200, { code: 400, error: error.message });
      log?.(`openocean stand-in: ${error instanceof Error ? error.message : String(error)}`);
      reply(res, 200, { code: 500, error: "stand-in: the local chain did not answer" });
    }
  }

  const server = await listenStandin({
    host,
    port,
    handle: (req, res) => {
      handle(req, res).catch((error: unknown) => {
        reply(res, 400, { error: error instanceof Error ? error.message : String(error) });
      });
    },
  });
  const { url } = server;
  return {
    url,
    chainBaseUrl: `${url}/v4/${chainId}`,
    mode: () => mode,
    setMode: (next) => {
      mode = next;
    },
    close: async () => {
      for (const res of held) res.destroy();
      await server.close();
    },
  };
}
