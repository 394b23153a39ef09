/**
 * A local STAND-IN of Boltz (its swap API v2, REST + WebSocket), for chain 1337 only: it refuses any other
 * chain, so it can never stand in for Boltz on Rootstock (30/31). Swaps lock, claim and refund through the real
 * EtherSwap (boltz-core's artifact, deployed by the local stack); the Lightning and Bitcoin sides are simulated
 * and driven by the /__standin controls (standin-controls.ts). State is kept in `stateDir`, so a restart
 * resumes every swap.
 */
import type http from "node:http";
import {
  type Hex,
  createPublicClient,
  createWalletClient,
  defineChain,
  http as httpTransport,
  keccak256,
  parseEther,
  toBytes,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { getBoltzDeployment } from "@ceiba/deployments";
import { listenStandin } from "@ceiba/local-stack/standin";
import { boltzApi } from "./boltz-api";
import { watchOnce } from "./chain-watcher";
import { DEFAULT_TIMEOUTS, type EngineContext, type SwapTimeouts, createEmitter, createQueue } from "./engine-context";
import { etherSwapAbi } from "./ether-swap-abi";
import { DEFAULT_FEES, type FeeSettings } from "./pair-fees";
import { replyStandin as reply } from "@ceiba/local-stack/standin";
import { RequestRefused } from "./request-body";
import { standinControls } from "./standin-routes";
import { SwapStore } from "./swap-store";
import { createUpdateSocket } from "./ws-updates";

/** The port `npm start` gives it (CEIBA_BOLTZ_PORT moves it); Boltz's own regtest setup uses 9001 too. */
export const DEFAULT_BOLTZ_PORT = 9001;
export const LOCAL_CHAIN_ID = 1337;

/** Not secrets: local-only keys derived from phrases, so every start has the same addresses. */
export const STANDIN_EVM_KEY = keccak256(toBytes("ceiba local boltz stand-in evm key"));
export const STANDIN_NODE_KEY = keccak256(toBytes("ceiba local boltz stand-in lightning node key"));

/** The stand-in's key is topped up to this from a Hardhat account whenever it holds less than half. */
const FUNDING = parseEther("100");
/** Hardhat's account 10: unused by the deploy (0), the demo accounts (1..5), the bots (8) and the faucet (9). */
const FUNDING_ACCOUNT_INDEX = 10;

export interface BoltzStandinOptions {
  rpcUrl: string;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** Where its state is kept (a restart resumes from it); none keeps it in memory. */
  stateDir?: string;
  /** Default: @ceiba/deployments' 1337 record. */
  etherSwap?: Hex;
  /** Browser origins allowed to call it (the web app's). */
  allowedOrigins?: readonly string[];
  fees?: Partial<FeeSettings>;
  timeouts?: Partial<SwapTimeouts>;
  /** How often it looks at the chain. */
  pollMs?: number;
  log?: (line: string) => void;
}

export interface RunningBoltzStandin {
  /** http://host:port */
  url: string;
  /** `${url}/v2`: Boltz's API base, as a client is given it. */
  apiUrl: string;
  /** ws://host:port/v2/ws */
  wsUrl: string;
  /** The stand-in's EVM address (claim address of submarine locks, refund address of its own locks). */
  address: Hex;
  etherSwap: Hex;
  context: EngineContext;
  close: () => Promise<void>;
}

export async function startBoltzStandin(options: BoltzStandinOptions): Promise<RunningBoltzStandin> {
  const { rpcUrl, host = "127.0.0.1", port = DEFAULT_BOLTZ_PORT, pollMs = 300 } = options;
  const log = (line: string) => options.log?.(`boltz stand-in: ${line}`);
  const transport = httpTransport(rpcUrl, { retryCount: 0 });
  const probe = createPublicClient({ transport });
  const chainId = await probe.getChainId();
  if (chainId !== LOCAL_CHAIN_ID) {
    throw new Error(
      `the Boltz stand-in runs on the local chain (1337) only, never on ${chainId}: use the real Boltz there`,
    );
  }
  const chain = defineChain({
    id: chainId,
    name: "Ceiba local",
    nativeCurrency: { name: "Rootstock Bitcoin", symbol: "RBTC", decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 50, cacheTime: 0 });
  const etherSwap = (options.etherSwap ?? getBoltzDeployment(chainId)?.etherSwap)?.toLowerCase() as Hex | undefined;
  if (!etherSwap || !(await publicClient.getCode({ address: etherSwap }))) {
    throw new Error(
      `no EtherSwap on the local chain${etherSwap ? ` at ${etherSwap}` : ""}: start the chain with npm start`,
    );
  }
  const version = await publicClient.readContract({ address: etherSwap, abi: etherSwapAbi, functionName: "version" });
  if (version !== 6)
    throw new Error(`EtherSwap at ${etherSwap} is version ${version}; the stand-in speaks to version 6`);

  const account = privateKeyToAccount(STANDIN_EVM_KEY);
  const address = account.address.toLowerCase() as Hex;
  const wallet = createWalletClient({ chain, transport, account });
  const rpc = (method: string, params: unknown[]) => jsonRpc(rpcUrl, method, params);
  await fund(publicClient, rpc, address, (from, value) =>
    createWalletClient({ chain, transport, account: from }).sendTransaction({ to: address, value }),
  );

  const genesis = await publicClient.getBlock({ blockNumber: 0n });
  const store = new SwapStore(options.stateDir, genesis.hash, Number(await publicClient.getBlockNumber()));
  const emitter = createEmitter(store, log);
  const context: EngineContext = {
    publicClient,
    wallet,
    rpc,
    chainId,
    etherSwap,
    address,
    nodeKey: STANDIN_NODE_KEY,
    store,
    fees: { ...DEFAULT_FEES, ...options.fees },
    timeouts: { ...DEFAULT_TIMEOUTS, ...options.timeouts },
    log,
    serially: createQueue(),
    ...emitter,
  };
  if (store.resumed) log(`resumed ${store.swaps().length} swaps from ${options.stateDir}`);

  const updates = createUpdateSocket(context);
  const server = await listenStandin({
    host,
    port,
    allowedOrigins: options.allowedOrigins ?? [],
    handle: (req, res) => {
      handle(context, req, res).catch((error: unknown) => {
        if (error instanceof RequestRefused) return reply(res, error.status, { error: error.message });
        log(`error: ${error instanceof Error ? error.message : String(error)}`);
        reply(res, 502, {
          error: `the local chain did not do what the stand-in asked: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`,
        });
      });
    },
    onUpgrade: (req, socket, head) => {
      if (new URL(req.url ?? "/", "http://standin").pathname === "/v2/ws") updates.handleUpgrade(req, socket, head);
      else socket.destroy();
    },
  });

  // The chain watch: one pass at a time, in the queue with every other change.
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const loop = async () => {
    if (stopped) return;
    await context
      .serially(() => watchOnce(context))
      .catch((error: unknown) => {
        log(`error while watching the chain: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
      });
    if (!stopped) timer = setTimeout(() => void loop(), pollMs);
  };
  await loop();

  const { url, port: bound } = server;
  log(`Boltz API v2 stand-in on ${url}/v2 (EtherSwap ${etherSwap}, its address ${address})`);
  return {
    url,
    apiUrl: `${url}/v2`,
    wsUrl: `ws://${host}:${bound}/v2/ws`,
    address,
    etherSwap,
    context,
    close: async () => {
      stopped = true;
      clearTimeout(timer);
      await context.serially(async () => undefined);
      updates.close();
      await server.close();
    },
  };
}

async function handle(context: EngineContext, req: http.IncomingMessage, res: http.ServerResponse) {
  const url = new URL(req.url ?? "/", "http://standin");
  if (url.pathname.startsWith("/v2/")) {
    const answer = await boltzApi(context, req, url.pathname);
    if (answer) return reply(res, answer.status, answer.body);
    return reply(res, 404, { error: `the Boltz stand-in does not serve ${req.method} ${url.pathname}` });
  }
  if (url.pathname === "/" || url.pathname.startsWith("/__standin")) return standinControls(context, req, res, url);
  reply(res, 404, {
    error: `not found: ${url.pathname} (Boltz's API is under /v2, the stand-in's controls under /__standin)`,
  });
}

/** Tops the stand-in's key up from a Hardhat account (unlocked on the local node) when it runs low. */
async function fund(
  publicClient: ReturnType<typeof createPublicClient>,
  rpc: (method: string, params: unknown[]) => Promise<unknown>,
  address: Hex,
  send: (from: Hex, value: bigint) => Promise<Hex>,
) {
  const balance = await publicClient.getBalance({ address });
  if (balance >= FUNDING / 2n) return;
  const accounts = (await rpc("eth_accounts", [])) as Hex[];
  const from = accounts[FUNDING_ACCOUNT_INDEX];
  if (!from) throw new Error(`the local node has no account ${FUNDING_ACCOUNT_INDEX} to fund the stand-in from`);
  const hash = await send(from, FUNDING - balance);
  await publicClient.waitForTransactionReceipt({ hash });
}

/** One JSON-RPC call (Hardhat's own methods, which viem's typed request does not list). */
async function jsonRpc(rpcUrl: string, method: string, params: unknown[]): Promise<unknown> {
  const res = await fetch(rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  const body = (await res.json()) as { result?: unknown; error?: { message?: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message ?? "failed"}`);
  return body.result;
}
