/**
 * Live swap statuses: Boltz's WebSocket (`/v2/ws`, channel `swap.update`) while it is up; REST polling of
 * GET /v2/swap/{id} while it is down; reconnection with a doubling backoff and resubscription of every id.
 * An update is delivered only when the status changed, whichever path brought it.
 */
import { BOLTZ_STATUS_POLL_MS, BOLTZ_WS_RECONNECT_MAX_MS, BOLTZ_WS_RECONNECT_MIN_MS } from "@ceiba/core";
import type { BoltzClient } from "./boltz-client";
import { parseSwapStatus, type BoltzSwapStatusAnswer } from "./boltz-swap-answers";
import { objectAt, stringAt } from "./json-guards";

/** What we use of a WebSocket: the browser's, or the `ws` package's in Node. */
export interface WebSocketLike {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(): void;
}

export interface SwapUpdatesOptions {
  readonly wsUrl: string;
  readonly client: Pick<BoltzClient, "getSwapStatus">;
  readonly onUpdate: (id: string, update: BoltzSwapStatusAnswer) => void;
  /** Opens a socket; the global WebSocket by default. */
  readonly connect?: (url: string) => WebSocketLike;
  readonly reconnectMinMs?: number;
  readonly reconnectMaxMs?: number;
  readonly pollMs?: number;
  /** Told when the live connection goes up or down (for a "reconnecting" hint). */
  readonly onConnectionChange?: (connected: boolean) => void;
}

export interface SwapUpdates {
  subscribe(ids: readonly string[]): void;
  unsubscribe(ids: readonly string[]): void;
  readonly connected: boolean;
  close(): void;
}

function defaultConnect(url: string): WebSocketLike {
  const Socket = (globalThis as { WebSocket?: new (url: string) => WebSocketLike }).WebSocket;
  if (Socket === undefined) throw new Error("No WebSocket in this environment: pass `connect`");
  return new Socket(url);
}

/** The swap updates of an `{ event: "update", channel: "swap.update", args: [...] }` message; [] otherwise. */
export function parseSwapUpdateMessage(data: unknown): { id: string; update: BoltzSwapStatusAnswer }[] {
  try {
    const message = objectAt(JSON.parse(String(data)), "ws");
    if (message["event"] !== "update" || message["channel"] !== "swap.update" || !Array.isArray(message["args"])) {
      return [];
    }
    return message["args"].flatMap((arg: unknown) => {
      try {
        return [{ id: stringAt(objectAt(arg, "ws.args"), "id", "ws.args"), update: parseSwapStatus(arg, "ws.args") }];
      } catch {
        return []; // One malformed entry does not hide the others.
      }
    });
  } catch {
    return [];
  }
}

export function createSwapUpdates(options: SwapUpdatesOptions): SwapUpdates {
  const connect = options.connect ?? defaultConnect;
  const minDelay = options.reconnectMinMs ?? BOLTZ_WS_RECONNECT_MIN_MS;
  const maxDelay = options.reconnectMaxMs ?? BOLTZ_WS_RECONNECT_MAX_MS;
  const pollMs = options.pollMs ?? BOLTZ_STATUS_POLL_MS;
  const ids = new Set<string>();
  const lastStatus = new Map<string, string>();
  let socket: WebSocketLike | undefined;
  let connected = false;
  let closed = false;
  let delay = minDelay;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let pollTimer: ReturnType<typeof setInterval> | undefined;

  const deliver = (id: string, update: BoltzSwapStatusAnswer) => {
    if (!ids.has(id) || lastStatus.get(id) === update.status) return;
    lastStatus.set(id, update.status);
    options.onUpdate(id, update);
  };

  const send = (op: "subscribe" | "unsubscribe", list: readonly string[]) => {
    if (connected && socket && list.length > 0) socket.send(JSON.stringify({ op, channel: "swap.update", args: list }));
  };

  const poll = async () => {
    await Promise.all(
      [...ids].map(async (id) => {
        try {
          deliver(id, await options.client.getSwapStatus(id));
        } catch {
          // Boltz unreachable too: try again at the next tick.
        }
      }),
    );
  };
  const startPolling = () => {
    if (pollTimer !== undefined || closed) return;
    void poll();
    pollTimer = setInterval(() => void poll(), pollMs);
  };
  const stopPolling = () => {
    if (pollTimer !== undefined) clearInterval(pollTimer);
    pollTimer = undefined;
  };

  const setConnected = (value: boolean) => {
    if (connected === value) return;
    connected = value;
    options.onConnectionChange?.(value);
  };

  const open = () => {
    if (closed) return;
    let current: WebSocketLike;
    try {
      current = connect(options.wsUrl);
    } catch {
      scheduleReconnect();
      return;
    }
    socket = current;
    current.onopen = () => {
      if (socket !== current) return;
      delay = minDelay;
      setConnected(true);
      stopPolling();
      send("subscribe", [...ids]);
    };
    current.onmessage = (event) => {
      for (const { id, update } of parseSwapUpdateMessage(event.data)) deliver(id, update);
    };
    current.onerror = () => {
      // A close follows an error; reconnecting is handled there.
    };
    current.onclose = () => {
      if (socket !== current) return;
      socket = undefined;
      setConnected(false);
      if (!closed) {
        startPolling();
        scheduleReconnect();
      }
    };
  };

  function scheduleReconnect() {
    if (closed || reconnectTimer !== undefined) return;
    startPolling();
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      open();
    }, delay);
    delay = Math.min(delay * 2, maxDelay);
  }

  open();

  return {
    subscribe(list) {
      const fresh = list.filter((id) => !ids.has(id));
      for (const id of fresh) ids.add(id);
      send("subscribe", fresh);
      if (!connected && fresh.length > 0) startPolling();
    },
    unsubscribe(list) {
      for (const id of list) {
        ids.delete(id);
        lastStatus.delete(id);
      }
      send("unsubscribe", list);
    },
    get connected() {
      return connected;
    },
    close() {
      closed = true;
      stopPolling();
      if (reconnectTimer !== undefined) clearTimeout(reconnectTimer);
      const last = socket;
      socket = undefined;
      setConnected(false);
      last?.close();
    },
  };
}
