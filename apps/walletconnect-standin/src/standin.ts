/**
 * The WalletConnect STAND-IN on one port: the relay's WebSocket (any path: clients connect to the relay URL
 * with their query) and HTTP controls under /__standin, like the other stand-ins:
 * - GET  /__standin/health → { ok, address, chainId }
 * - GET  /__standin/state  → the wallet's address, mode, sessions and answered requests
 * - POST /__standin/pair {uri}          pairs with a dapp's `wc:` URI (its proposal is then approved)
 * - POST /__standin/mode {reject?, rejectSessions?}   refuse requests (4001) / session proposals
 * - POST /__standin/disconnect          ends every session from the wallet's side
 * - GET  /  a page doing the same for a developer (paste the URI).
 */
import type http from "node:http";
import { listenStandin, replyStandin } from "@ceiba/local-stack/standin";
import type { Hex } from "viem";
import { createStandinRelay } from "./relay";
import { standinPage } from "./standin-page";
import { startStandinWallet } from "./standin-wallet";

export const DEFAULT_WALLETCONNECT_PORT = 9002;
/** The project id the local build uses: clearly not a WalletConnect Cloud one (the stand-in accepts any). */
export const STANDIN_PROJECT_ID = "ceiba-local-walletconnect-standin";

export interface WalletConnectStandinOptions {
  port: number;
  rpcUrl: string;
  chainId: number;
  /** The wallet's key (a Hardhat account on the local chain). */
  privateKey: Hex;
  allowedOrigins?: readonly string[];
  log?: (line: string) => void;
}

const MAX_BODY_BYTES = 16 * 1024;

async function readBody(req: http.IncomingMessage): Promise<Record<string, string | boolean>> {
  let text = "";
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > MAX_BODY_BYTES) throw new Error("the body is too large");
  }
  if (text.trim() === "") return {};
  if ((req.headers["content-type"] ?? "").includes("application/x-www-form-urlencoded")) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== "object" || parsed === null) throw new Error("the body must be a JSON object");
  return parsed as Record<string, string | boolean>;
}

const flag = (value: unknown): boolean | undefined =>
  value === undefined ? undefined : value === true || value === "true";

export async function startWalletConnectStandin(options: WalletConnectStandinOptions) {
  const log = options.log ?? (() => undefined);
  const relay = createStandinRelay({ log });
  let wallet: Awaited<ReturnType<typeof startStandinWallet>> | undefined;

  const controls = {
    pair: async (body: Record<string, unknown>) => {
      const uri = typeof body.uri === "string" ? body.uri.trim() : "";
      await wallet?.pair(uri);
    },
    mode: (body: Record<string, unknown>) => {
      const rejectRequests = flag(body.reject);
      const rejectSessions = flag(body.rejectSessions);
      return wallet?.setMode({
        ...(rejectRequests !== undefined && { rejectRequests }),
        ...(rejectSessions !== undefined && { rejectSessions }),
      });
    },
    disconnect: async () => wallet?.disconnect(),
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const path = new URL(req.url ?? "/", "http://standin").pathname;
    if (!wallet) return replyStandin(res, 503, { error: "starting" });
    try {
      if (req.method === "GET" && path === "/__standin/health") {
        return replyStandin(res, 200, { ok: true, address: wallet.address, chainId: options.chainId });
      }
      if (req.method === "GET" && path === "/__standin/state") return replyStandin(res, 200, wallet.state());
      if (req.method === "GET" && path === "/") {
        return replyStandin(res, 200, standinPage(wallet.state(), relayUrl), "text/html; charset=utf-8");
      }
      if (req.method === "POST" && path.startsWith("/__standin/")) {
        const body = await readBody(req);
        const page = path.startsWith("/__standin/page/");
        const action = path.slice(page ? "/__standin/page/".length : "/__standin/".length);
        let answer: unknown;
        if (action === "pair") answer = (await controls.pair(body), { paired: true });
        else if (action === "mode") answer = controls.mode(body);
        else if (action === "disconnect") answer = { ended: await controls.disconnect() };
        else return replyStandin(res, 404, { error: `no control ${action}` });
        if (page) {
          return replyStandin(
            res,
            200,
            standinPage(wallet.state(), relayUrl, `${action}: done`),
            "text/html; charset=utf-8",
          );
        }
        return replyStandin(res, 200, answer);
      }
      replyStandin(res, 404, { error: "not found" });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log(`${req.method} ${path} refused: ${message}`);
      replyStandin(res, 400, { error: message });
    }
  };

  const server = await listenStandin({
    port: options.port,
    allowedOrigins: options.allowedOrigins ?? [],
    handle: (req, res) => void handle(req, res),
    onUpgrade: (req, socket, head) => relay.onUpgrade(req, socket, head),
  });
  const relayUrl = `ws://${server.host}:${server.port}`;
  try {
    wallet = await startStandinWallet({
      relayUrl,
      projectId: STANDIN_PROJECT_ID,
      rpcUrl: options.rpcUrl,
      chainId: options.chainId,
      privateKey: options.privateKey,
      log,
    });
  } catch (error) {
    relay.close();
    await server.close();
    throw error;
  }
  const ready = wallet;

  return {
    url: server.url,
    relayUrl,
    port: server.port,
    address: ready.address,
    wallet: ready,
    relay,
    async close() {
      await ready.close();
      relay.close();
      await server.close();
    },
  };
}

export type WalletConnectStandin = Awaited<ReturnType<typeof startWalletConnectStandin>>;
