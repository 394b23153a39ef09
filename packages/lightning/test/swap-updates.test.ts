/** The client's swap updates against the real Boltz stand-in's WebSocket (/v2/ws) and REST status. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { startBoltzStandin, type RunningBoltzStandin } from "@ceiba/boltz-standin";
import { createBoltzClient } from "../src/boltz-api/boltz-client";
import { boltzWebSocketUrl } from "../src/boltz-api/boltz-environment";
import { createSwapUpdates, parseSwapUpdateMessage, type WebSocketLike } from "../src/boltz-api/swap-updates";
import { generatePreimage } from "../src/swap-secrets/preimage";
import { account, rpcUrl } from "./chain";

let standin: RunningBoltzStandin;
beforeAll(async () => {
  standin = await startBoltzStandin({ rpcUrl, port: 0, pollMs: 100 });
});
afterAll(async () => {
  await standin?.close();
});

async function until(condition: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A reverse swap created through the stand-in's API: its id and invoice. */
async function reverseSwap(): Promise<{ id: string; invoice: string }> {
  const res = await fetch(`${standin.apiUrl}/swap/reverse`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      from: "BTC",
      to: "RBTC",
      invoiceAmount: 20_000,
      preimageHash: generatePreimage().preimageHash.slice(2),
      claimAddress: account(1).address,
    }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; invoice: string };
}

const payInvoice = (invoice: string) =>
  fetch(`${standin.url}/__standin/invoices/pay`, { method: "POST", body: JSON.stringify({ invoice }) });

describe("swap updates over Boltz's WebSocket", () => {
  it("subscribes, gets the current status and each change once", async () => {
    const { id, invoice } = await reverseSwap();
    const seen: string[] = [];
    const updates = createSwapUpdates({
      wsUrl: boltzWebSocketUrl(standin.url),
      client: createBoltzClient({ baseUrl: standin.url }),
      connect: (url) => new WebSocket(url) as unknown as WebSocketLike,
      onUpdate: (swapId, update) => seen.push(`${swapId} ${update.status}`),
    });
    updates.subscribe([id]);
    await until(() => seen.length === 1);
    await payInvoice(invoice);
    await until(() => seen.length === 3);
    expect(seen).toEqual([`${id} swap.created`, `${id} transaction.mempool`, `${id} transaction.confirmed`]);
    updates.close();
  });

  it("polls REST while the socket is down, then reconnects and resubscribes", async () => {
    const { id, invoice } = await reverseSwap();
    const seen: string[] = [];
    const connections: boolean[] = [];
    const sockets: WebSocket[] = [];
    let refuse = false;
    const updates = createSwapUpdates({
      wsUrl: boltzWebSocketUrl(standin.url),
      client: createBoltzClient({ baseUrl: standin.url }),
      // A network blip: the open socket is cut, and reconnecting fails until `refuse` is lifted.
      connect: (url) => {
        const socket = new WebSocket(refuse ? "ws://127.0.0.1:9/" : url);
        sockets.push(socket);
        return socket as unknown as WebSocketLike;
      },
      onUpdate: (_id, update) => seen.push(update.status),
      onConnectionChange: (connected) => connections.push(connected),
      reconnectMinMs: 300,
      reconnectMaxMs: 300,
      pollMs: 50,
    });
    updates.subscribe([id]);
    await until(() => updates.connected && seen.length === 1);
    refuse = true;
    for (const socket of sockets) socket.terminate();
    await until(() => !updates.connected);
    // The socket cannot push now: the changes arrive by polling GET /v2/swap/{id}.
    await payInvoice(invoice);
    await until(() => seen.includes("transaction.confirmed"));
    refuse = false;
    await until(() => updates.connected);
    expect(seen[0]).toBe("swap.created");
    expect(seen.at(-1)).toBe("transaction.confirmed");
    expect(connections).toEqual([true, false, true]);
    updates.close();
  });

  it("reads only swap.update events, skipping malformed entries", () => {
    expect(parseSwapUpdateMessage('{"event":"subscribe","channel":"swap.update","args":["a"]}')).toEqual([]);
    expect(parseSwapUpdateMessage("garbage")).toEqual([]);
    expect(
      parseSwapUpdateMessage(
        JSON.stringify({
          event: "update",
          channel: "swap.update",
          args: [{ id: "a", status: "invoice.set" }, { status: "x" }],
        }),
      ),
    ).toEqual([{ id: "a", update: { status: "invoice.set" } }]);
  });
});
