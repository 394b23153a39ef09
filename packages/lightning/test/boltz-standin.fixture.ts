/**
 * A STAND-IN for Boltz, for these tests only: an HTTP + WebSocket server answering Boltz API v2 as its docs
 * and OpenAPI annotations describe (boltz-backend lib/api/v2/routers/SwapRouter.ts, ChainRouter.ts;
 * docs/api-v2.md "WebSocket"), with controls the tests drive (set a status, lock RBTC as Boltz would,
 * possibly with wrong values). It is not the local stand-in app (apps/boltz-standin).
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { secp256k1 } from "@noble/curves/secp256k1";
import { encodeLightningInvoice, satsToWei } from "@ceiba/core";
import type { Address, Hex } from "viem";
import { WebSocketServer, type WebSocket } from "ws";
import { lockCall } from "../src/ether-swap/ether-swap-calls";
import { sendEtherSwapCall } from "../src/ether-swap/send-ether-swap-call";
import { account, publicClient, walletFor } from "./chain";

const NODE_KEY = "11".repeat(32);
export const BOLTZ_ACCOUNT = 2;
const boltzWallet = walletFor(BOLTZ_ACCOUNT);

export const PAIRS = {
  submarine: {
    RBTC: {
      BTC: {
        hash: "sub-hash-1",
        rate: 1,
        limits: { minimal: 10_000, maximal: 4_294_967, maximalZeroConf: 0 },
        fees: { percentage: 0.1, minerFees: 1_500 },
      },
    },
  },
  reverse: {
    BTC: {
      RBTC: {
        hash: "rev-hash-1",
        rate: 1,
        limits: { minimal: 10_000, maximal: 4_294_967 },
        fees: { percentage: 0.5, minerFees: { lockup: 2_772, claim: 1_998 } },
      },
    },
  },
  chain: {
    BTC: {
      RBTC: {
        hash: "chain-hash-1",
        rate: 1,
        limits: { minimal: 50_000, maximal: 4_294_967, maximalZeroConf: 0 },
        fees: { percentage: 0.5, minerFees: { server: 7_035, user: { claim: 3_108, lockup: 5_077 } } },
      },
    },
  },
};

interface StandinSwap {
  id: string;
  kind: "reverse" | "submarine";
  status: string;
  preimageHash: Hex;
  timeoutBlockHeight: bigint;
  onchainAmountSat: bigint;
  claimAddress: Address;
}

export interface BoltzStandin {
  readonly url: string;
  readonly swaps: Map<string, StandinSwap>;
  setStatus(id: string, status: string): void;
  /** Boltz's lock of a reverse swap; `tamper` locks other values, as a dishonest provider could. */
  lockReverse(id: string, tamper?: { amountSat?: bigint; claimAddress?: Address }): Promise<void>;
  /** Overrides the next answer of `route` ("POST /v2/swap/reverse": status and body), e.g. to answer amounts Boltz did not quote. */
  override(route: string, answer: (body: Record<string, unknown>) => { status: number; body: unknown }): void;
  /** Drops every WebSocket connection (a network blip). */
  dropSockets(): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = "";
  for await (const chunk of request) text += String(chunk);
  return text === "" ? {} : (JSON.parse(text) as Record<string, unknown>);
}

export async function startBoltzStandin(etherSwap: Address, timeoutBlocks = 200n): Promise<BoltzStandin> {
  const swaps = new Map<string, StandinSwap>();
  const overrides = new Map<string, (body: Record<string, unknown>) => { status: number; body: unknown }>();
  const sockets = new Set<WebSocket>();
  const subscriptions = new Map<WebSocket, Set<string>>();
  let counter = 0;

  const push = (swap: StandinSwap) => {
    for (const [socket, ids] of subscriptions) {
      if (ids.has(swap.id)) {
        socket.send(
          JSON.stringify({ event: "update", channel: "swap.update", args: [{ id: swap.id, status: swap.status }] }),
        );
      }
    }
  };

  const handle = async (
    method: string,
    path: string,
    body: Record<string, unknown>,
  ): Promise<{ status: number; body: unknown }> => {
    const override = overrides.get(`${method} ${path}`);
    if (override) {
      overrides.delete(`${method} ${path}`);
      return override(body);
    }
    if (method === "GET" && path === "/v2/swap/submarine") return { status: 200, body: PAIRS.submarine };
    if (method === "GET" && path === "/v2/swap/reverse") return { status: 200, body: PAIRS.reverse };
    if (method === "GET" && path === "/v2/swap/chain") return { status: 200, body: PAIRS.chain };
    if (method === "GET" && path === "/v2/chain/contracts") {
      return {
        status: 200,
        body: {
          rsk: {
            network: { chainId: 1337, name: "Local" },
            swapContracts: { EtherSwap: etherSwap, ERC20Swap: etherSwap },
            supportedContracts: { "6": { EtherSwap: etherSwap, ERC20Swap: etherSwap, features: [] } },
            tokens: {},
          },
        },
      };
    }
    const height = await publicClient.getBlockNumber({ cacheTime: 0 });
    if (method === "POST" && path === "/v2/swap/reverse") {
      if (body["pairHash"] !== PAIRS.reverse.BTC.RBTC.hash)
        return { status: 400, body: { error: "invalid pair hash" } };
      const invoiceAmount = BigInt(Number(body["invoiceAmount"]));
      if (invoiceAmount < 10_000n)
        return { status: 400, body: { error: `${invoiceAmount} is less than minimal of 10000` } };
      const id = `rev${++counter}`;
      const percentage = (invoiceAmount * 5n + 999n) / 1000n;
      const swap: StandinSwap = {
        id,
        kind: "reverse",
        status: "swap.created",
        preimageHash: `0x${String(body["preimageHash"])}`,
        timeoutBlockHeight: height + timeoutBlocks,
        onchainAmountSat: invoiceAmount - percentage - 2_772n,
        claimAddress: body["claimAddress"] as Address,
      };
      swaps.set(id, swap);
      const invoice = encodeLightningInvoice(
        {
          prefix: "lnbcrt",
          amountMsat: invoiceAmount * 1000n,
          timestamp: Math.floor(Date.now() / 1000),
          paymentHash: swap.preimageHash.slice(2),
          description: "Send to RBTC",
          expiry: 3_600,
        },
        (hash) => {
          const signature = secp256k1.sign(hash, NODE_KEY);
          return { compact: signature.toCompactRawBytes(), recoveryId: signature.recovery };
        },
      );
      return {
        status: 201,
        body: {
          id,
          invoice,
          lockupAddress: etherSwap,
          refundAddress: account(BOLTZ_ACCOUNT).address,
          timeoutBlockHeight: Number(swap.timeoutBlockHeight),
          onchainAmount: Number(swap.onchainAmountSat),
        },
      };
    }
    if (method === "POST" && path === "/v2/swap/submarine") {
      if (body["pairHash"] !== PAIRS.submarine.RBTC.BTC.hash)
        return { status: 400, body: { error: "invalid pair hash" } };
      const id = `sub${++counter}`;
      const invoice = String(body["invoice"]);
      const amountSat = BigInt(/^lnbcrt(\d+)u/.exec(invoice)?.[1] ?? "0") * 100n;
      const expected = amountSat + (amountSat + 999n) / 1000n + 1_500n;
      const swap: StandinSwap = {
        id,
        kind: "submarine",
        status: "invoice.set",
        preimageHash: "0x",
        timeoutBlockHeight: height + timeoutBlocks,
        onchainAmountSat: expected,
        claimAddress: account(BOLTZ_ACCOUNT).address,
      };
      swaps.set(id, swap);
      return {
        status: 201,
        body: {
          id,
          address: etherSwap,
          claimAddress: swap.claimAddress,
          timeoutBlockHeight: Number(swap.timeoutBlockHeight),
          expectedAmount: Number(expected),
          acceptZeroConf: false,
          bip21: `bitcoin:?amount=${expected}`,
        },
      };
    }
    const statusMatch = /^\/v2\/swap\/([^/]+)$/.exec(path);
    if (method === "GET" && statusMatch) {
      const swap = swaps.get(statusMatch[1] ?? "");
      return swap
        ? { status: 200, body: { status: swap.status } }
        : { status: 404, body: { error: `could not find swap with id: ${statusMatch[1]}` } };
    }
    return { status: 404, body: { error: "not found" } };
  };

  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = (request.url ?? "/").split("?")[0] ?? "/";
      const answer = await handle(request.method ?? "GET", path, await readBody(request)).catch((error: unknown) => ({
        status: 500,
        body: { error: String(error) },
      }));
      response.writeHead(answer.status, { "content-type": "application/json" });
      response.end(typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body));
    })();
  });
  const wss = new WebSocketServer({ server, path: "/v2/ws" });
  wss.on("connection", (socket) => {
    sockets.add(socket);
    subscriptions.set(socket, new Set());
    socket.on("close", () => {
      sockets.delete(socket);
      subscriptions.delete(socket);
    });
    socket.on("message", (data) => {
      const message = JSON.parse(String(data)) as { op?: string; channel?: string; args?: string[] };
      if (message.op !== "subscribe" || message.channel !== "swap.update") return;
      const ids = message.args ?? [];
      for (const id of ids) subscriptions.get(socket)?.add(id);
      socket.send(JSON.stringify({ event: "subscribe", channel: "swap.update", args: ids }));
      const current = ids.flatMap((id) => {
        const swap = swaps.get(id);
        return swap ? [{ id, status: swap.status }] : [];
      });
      if (current.length > 0) socket.send(JSON.stringify({ event: "update", channel: "swap.update", args: current }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const setStatus = (id: string, status: string) => {
    const swap = swaps.get(id);
    if (!swap) throw new Error(`no swap ${id}`);
    swap.status = status;
    push(swap);
  };
  return {
    url: `http://127.0.0.1:${port}`,
    swaps,
    setStatus,
    async lockReverse(id, tamper = {}) {
      const swap = swaps.get(id);
      if (!swap) throw new Error(`no swap ${id}`);
      await sendEtherSwapCall(
        publicClient,
        boltzWallet,
        lockCall(etherSwap, {
          preimageHash: swap.preimageHash,
          amount: satsToWei(tamper.amountSat ?? swap.onchainAmountSat),
          claimAddress: tamper.claimAddress ?? swap.claimAddress,
          timelock: swap.timeoutBlockHeight,
        }),
      );
      setStatus(id, "transaction.confirmed");
    },
    override(route, answer) {
      overrides.set(route, answer);
    },
    dropSockets() {
      for (const socket of sockets) socket.terminate();
    },
    async close() {
      for (const socket of sockets) socket.terminate();
      wss.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
