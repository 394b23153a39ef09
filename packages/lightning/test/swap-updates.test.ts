import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { createBoltzClient } from "../src/boltz-api/boltz-client";
import { boltzWebSocketUrl } from "../src/boltz-api/boltz-environment";
import { createSwapUpdates, parseSwapUpdateMessage, type WebSocketLike } from "../src/boltz-api/swap-updates";
import { startBoltzStandin, type BoltzStandin } from "./boltz-standin.fixture";
import { deployEtherSwap } from "./chain";

let standin: BoltzStandin;
beforeAll(async () => {
  standin = await startBoltzStandin(await deployEtherSwap());
});
afterAll(async () => {
  await standin.close();
});

async function until(condition: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function seedSwap(id: string, status: string) {
  standin.swaps.set(id, {
    id,
    kind: "submarine",
    status,
    preimageHash: "0x",
    timeoutBlockHeight: 1n,
    onchainAmountSat: 1n,
    claimAddress: "0x0000000000000000000000000000000000000001",
  });
}

describe("swap updates over Boltz's WebSocket", () => {
  it("subscribes, gets the current status and each change once", async () => {
    seedSwap("ws1", "invoice.set");
    const seen: string[] = [];
    const updates = createSwapUpdates({
      wsUrl: boltzWebSocketUrl(standin.url),
      client: createBoltzClient({ baseUrl: standin.url }),
      connect: (url) => new WebSocket(url) as unknown as WebSocketLike,
      onUpdate: (id, update) => seen.push(`${id} ${update.status}`),
    });
    updates.subscribe(["ws1"]);
    await until(() => seen.length === 1);
    standin.setStatus("ws1", "transaction.mempool");
    standin.setStatus("ws1", "transaction.mempool");
    standin.setStatus("ws1", "invoice.paid");
    await until(() => seen.length === 3);
    expect(seen).toEqual(["ws1 invoice.set", "ws1 transaction.mempool", "ws1 invoice.paid"]);
    updates.close();
  });

  it("polls REST while the socket is down, then reconnects and resubscribes", async () => {
    seedSwap("ws2", "swap.created");
    const seen: string[] = [];
    const connections: boolean[] = [];
    const updates = createSwapUpdates({
      wsUrl: boltzWebSocketUrl(standin.url),
      client: createBoltzClient({ baseUrl: standin.url }),
      connect: (url) => new WebSocket(url) as unknown as WebSocketLike,
      onUpdate: (_id, update) => seen.push(update.status),
      onConnectionChange: (connected) => connections.push(connected),
      reconnectMinMs: 300,
      reconnectMaxMs: 300,
      pollMs: 50,
    });
    updates.subscribe(["ws2"]);
    await until(() => updates.connected && seen.length === 1);
    standin.dropSockets();
    await until(() => !updates.connected);
    // The stand-in cannot push now: the change arrives by polling GET /v2/swap/{id}.
    const swap = standin.swaps.get("ws2");
    if (swap) swap.status = "transaction.confirmed";
    await until(() => seen.includes("transaction.confirmed"));
    await until(() => updates.connected);
    standin.setStatus("ws2", "transaction.claimed");
    await until(() => seen.includes("transaction.claimed"));
    expect(seen).toEqual(["swap.created", "transaction.confirmed", "transaction.claimed"]);
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
