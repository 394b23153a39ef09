/**
 * Boltz's WebSocket at /v2/ws: `{"op":"subscribe","channel":"swap.update","args":[ids]}` is acknowledged with
 * `{"event":"subscribe","channel","args"}`, followed by the current status of each id, then
 * `{"event":"update","channel":"swap.update","args":[{id,status,…}]}` on every change. `{"op":"ping"}` answers
 * `{"event":"pong"}`, and the server pings every client every 15 s, as Boltz does.
 */
import type http from "node:http";
import type { Duplex } from "node:stream";
import { WebSocket, WebSocketServer } from "ws";
import type { EngineContext } from "./engine-context";
import { currentStatus } from "./swap-record";

const PING_INTERVAL_MS = 15_000;
/** Bounds a client's subscription list and message size. */
const MAX_IDS = 100;
const MAX_MESSAGE_BYTES = 16 * 1024;

export function createUpdateSocket(context: EngineContext) {
  const server = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const subscriptions = new Map<WebSocket, Set<string>>();
  const send = (socket: WebSocket, message: unknown) => {
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };

  const stopListening = context.onUpdate((id, update) => {
    for (const [socket, ids] of subscriptions) {
      if (ids.has(id)) send(socket, { event: "update", channel: "swap.update", args: [{ id, ...update }] });
    }
  });

  server.on("connection", (socket) => {
    subscriptions.set(socket, new Set());
    socket.on("close", () => subscriptions.delete(socket));
    socket.on("message", (raw) => {
      let message: { op?: unknown; channel?: unknown; args?: unknown };
      try {
        message = JSON.parse(raw.toString()) as typeof message;
      } catch {
        return send(socket, { error: "could not parse message" });
      }
      if (message.op === "ping") return send(socket, { event: "pong" });
      if (message.op !== "subscribe" && message.op !== "unsubscribe")
        return send(socket, { error: "unknown operation" });
      if (message.channel !== "swap.update") return send(socket, { error: "unknown channel" });
      const args = message.args;
      if (
        !Array.isArray(args) ||
        args.length > MAX_IDS ||
        !args.every((id) => typeof id === "string" && id.length <= 64)
      ) {
        return send(socket, { error: `args must be a list of at most ${MAX_IDS} swap ids` });
      }
      const ids = subscriptions.get(socket) ?? new Set<string>();
      const list = args as string[];
      if (message.op === "unsubscribe") {
        for (const id of list) ids.delete(id);
        return send(socket, { event: "unsubscribe", channel: "swap.update", args: [...ids] });
      }
      for (const id of list) ids.add(id);
      send(socket, { event: "subscribe", channel: "swap.update", args: list });
      send(socket, {
        event: "update",
        channel: "swap.update",
        args: list.map((id) => {
          const swap = context.store.swap(id);
          return swap ? { id, ...currentStatus(swap) } : { id, error: `could not find swap with id: ${id}` };
        }),
      });
    });
  });

  const pinger = setInterval(() => {
    for (const socket of server.clients) socket.ping();
  }, PING_INTERVAL_MS);
  pinger.unref();

  return {
    handleUpgrade(req: http.IncomingMessage, socket: Duplex, head: Buffer) {
      server.handleUpgrade(req, socket, head, (client) => server.emit("connection", client, req));
    },
    close() {
      clearInterval(pinger);
      stopListening();
      for (const client of server.clients) client.terminate();
      server.close();
    },
  };
}
