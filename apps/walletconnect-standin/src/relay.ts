/**
 * The STAND-IN relay: WalletConnect's relay JSON-RPC over WebSocket (the "irn" protocol, as
 * @walletconnect/core 2.x speaks it), enough for a dapp and a wallet to pair, settle a session and exchange
 * its encrypted requests on this machine. Messages are opaque here (end-to-end encrypted by the clients).
 *
 * - irn_subscribe {topic} → a subscription id; irn_batchSubscribe {topics} → ids; irn_unsubscribe and
 *   irn_batchUnsubscribe → true.
 * - irn_publish {topic, message, ttl, tag} and irn_batchPublish → true: pushed to the topic's other
 *   subscribers as irn_subscription {id, data: {topic, message, publishedAt, tag}} and kept for late
 *   subscribers until its ttl (seconds) runs out, as the real relay's mailbox does.
 * - wc_proposeSession {pairingTopic, sessionProposal} and wc_approveSession {pairingTopic, sessionTopic,
 *   sessionProposalResponse, sessionSettlementRequest}: the 2.2x clients' combined publishes, split into the
 *   plain publishes they stand for; the sender is subscribed to the pairing (proposer) or session (wallet)
 *   topic, which these clients do not subscribe to themselves.
 * - irn_batchFetchMessages {topics} → {messages, hasMore: false}: what is kept for those topics.
 * The connection's query (`auth` JWT, `projectId`, `ua`) is accepted whatever it holds: no accounts here.
 */
import { randomBytes } from "node:crypto";
import type http from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer, type WebSocket } from "ws";

interface KeptMessage {
  topic: string;
  message: string;
  publishedAt: number;
  tag: number;
  attestation?: string;
  expiresAt: number;
  /** Not sent back to the client that published it (any of its connections, e.g. after a reload). */
  from: string;
  /** Clients it was sent to: the mailbox hands a message to each client once (not again after a reload). */
  deliveredTo: Set<string>;
}

export interface StandinRelay {
  /** The HTTP server's `upgrade` handler. */
  onUpgrade(req: http.IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Open client connections now (tests, the page). */
  connections(): number;
  close(): void;
}

/**
 * The client's id: the `iss` (its did:key) of the JWT in the connection's `auth` query parameter, as the
 * real relay knows a client across its connections. The signature is not checked (no accounts here).
 */
function clientIdOf(req: http.IncomingMessage): string {
  const auth = new URL(req.url ?? "/", "ws://relay").searchParams.get("auth") ?? "";
  try {
    const payload = JSON.parse(Buffer.from(auth.split(".")[1] ?? "", "base64url").toString("utf8")) as {
      iss?: unknown;
    };
    if (typeof payload.iss === "string" && payload.iss !== "") return payload.iss;
  } catch {
    // Not a JWT: the connection is its own client.
  }
  return `connection-${randomBytes(8).toString("hex")}`;
}

/** JSON-RPC ids of the WalletConnect clients are integers beyond 2^53: echoed as they came, never as numbers. */
function rawId(text: string): string | undefined {
  return /"id"\s*:\s*("(?:[^"\\]|\\.)*"|-?\d+)/.exec(text)?.[1];
}

/** A kept message as the relay sends it (irn_subscription's data, irn_batchFetchMessages' messages). */
function wireMessage({ topic, message, publishedAt, tag, attestation }: KeptMessage) {
  return { topic, message, publishedAt, tag, ...(attestation ? { attestation } : {}) };
}

const DEFAULT_TTL_SECONDS = 300;
const SETTLE_REQUEST_TAG = 1102;

export function createStandinRelay(options: { log?: (line: string) => void } = {}): StandinRelay {
  const log = options.log ?? (() => undefined);
  const wss = new WebSocketServer({ noServer: true });
  const kept = new Map<string, KeptMessage[]>();
  const subscriptions = new Map<WebSocket, Map<string, string>>();
  const clients = new Map<WebSocket, string>();
  let pushId = Date.now() * 1000;

  const alive = (topic: string): KeptMessage[] => {
    const now = Date.now();
    const list = (kept.get(topic) ?? []).filter((entry) => entry.expiresAt > now);
    if (list.length > 0) kept.set(topic, list);
    else kept.delete(topic);
    return list;
  };

  /** Whether this client should get it: not its own, not already sent to it. */
  const dueTo = (socket: WebSocket, entry: KeptMessage) => {
    const client = clients.get(socket) ?? "";
    return entry.from !== client && !entry.deliveredTo.has(client);
  };

  const push = (socket: WebSocket, subscriptionId: string, entry: KeptMessage) => {
    entry.deliveredTo.add(clients.get(socket) ?? "");
    const data = wireMessage(entry);
    socket.send(
      JSON.stringify({
        id: ++pushId,
        jsonrpc: "2.0",
        method: "irn_subscription",
        params: { id: subscriptionId, data },
      }),
    );
  };

  const publish = (
    from: WebSocket,
    params: Record<string, unknown>,
    topic: unknown,
    message: unknown,
    tag: unknown,
  ) => {
    if (typeof topic !== "string" || typeof message !== "string")
      throw new Error("publish needs a topic and a message");
    const ttl = typeof params.ttl === "number" && params.ttl > 0 ? params.ttl : DEFAULT_TTL_SECONDS;
    const entry: KeptMessage = {
      topic,
      message,
      publishedAt: Date.now(),
      tag: typeof tag === "number" ? tag : 0,
      ...(typeof params.attestation === "string" && { attestation: params.attestation }),
      expiresAt: Date.now() + ttl * 1000,
      from: clients.get(from) ?? "",
      deliveredTo: new Set(),
    };
    kept.set(topic, [...alive(topic), entry]);
    for (const [socket, topics] of subscriptions) {
      const id = topics.get(topic);
      // Live: every connection subscribed now, but the publisher's own (the mailbox's once-per-client rule is
      // for replays: a client may have two connections for a moment, e.g. a tab reloading).
      if (id !== undefined && clients.get(socket) !== entry.from) push(socket, id, entry);
    }
  };

  const subscribe = (socket: WebSocket, topic: unknown): string => {
    if (typeof topic !== "string" || topic === "") throw new Error("subscribe needs a topic");
    const topics = subscriptions.get(socket) ?? new Map<string, string>();
    subscriptions.set(socket, topics);
    const existing = topics.get(topic);
    if (existing !== undefined) return existing;
    const id = randomBytes(32).toString("hex");
    topics.set(topic, id);
    // The mailbox: what was published before this subscription, after the answer (queueMicrotask).
    queueMicrotask(() => {
      for (const entry of alive(topic)) if (dueTo(socket, entry)) push(socket, id, entry);
    });
    return id;
  };

  const unsubscribe = (socket: WebSocket, topic: unknown) => {
    if (typeof topic === "string") subscriptions.get(socket)?.delete(topic);
  };

  const handlers: Record<string, (socket: WebSocket, params: Record<string, unknown>) => unknown> = {
    irn_subscribe: (socket, params) => subscribe(socket, params.topic),
    irn_batchSubscribe: (socket, params) => (params.topics as unknown[]).map((topic) => subscribe(socket, topic)),
    irn_unsubscribe: (socket, params) => (unsubscribe(socket, params.topic), true),
    irn_batchUnsubscribe: (socket, params) => {
      for (const entry of (params.subscriptions as { topic?: unknown }[] | undefined) ?? []) {
        unsubscribe(socket, entry.topic);
      }
      return true;
    },
    irn_publish: (socket, params) => (publish(socket, params, params.topic, params.message, params.tag), true),
    irn_batchPublish: (socket, params) => {
      for (const one of (params.messages as Record<string, unknown>[] | undefined) ?? []) {
        publish(socket, one, one.topic, one.message, one.tag);
      }
      return true;
    },
    // The 2.2x clients do not subscribe to these topics themselves (`skipSubscribe`): the relay subscribes them.
    wc_proposeSession: (socket, params) => {
      subscribe(socket, params.pairingTopic);
      publish(socket, params, params.pairingTopic, params.sessionProposal, params.tag);
      return true;
    },
    wc_approveSession: (socket, params) => {
      subscribe(socket, params.sessionTopic);
      publish(socket, params, params.pairingTopic, params.sessionProposalResponse, params.tag);
      publish(socket, params, params.sessionTopic, params.sessionSettlementRequest, SETTLE_REQUEST_TAG);
      return true;
    },
    irn_batchFetchMessages: (socket, params) => {
      const topics = (params.topics as unknown[] | undefined) ?? [];
      const due = topics
        .flatMap((topic) => (typeof topic === "string" ? alive(topic) : []))
        .filter((entry) => dueTo(socket, entry));
      for (const entry of due) entry.deliveredTo.add(clients.get(socket) ?? "");
      return { messages: due.map(wireMessage), hasMore: false };
    },
  };

  wss.on("connection", (socket: WebSocket, req: http.IncomingMessage) => {
    subscriptions.set(socket, new Map());
    clients.set(socket, clientIdOf(req));
    socket.on("close", () => {
      subscriptions.delete(socket);
      clients.delete(socket);
    });
    socket.on("message", (raw) => {
      const text = String(raw);
      const id = rawId(text);
      let request: { method?: unknown; params?: unknown };
      try {
        request = JSON.parse(text) as typeof request;
      } catch {
        return;
      }
      // A client's answer to our irn_subscription (its acknowledgement): nothing to do.
      if (typeof request.method !== "string" || id === undefined) return;
      const handler = handlers[request.method];
      if (process.env.CEIBA_WALLETCONNECT_TRACE) log(`← ${request.method} ${text.slice(0, 300)}`);
      let answer: string;
      try {
        if (!handler)
          throw Object.assign(new Error(`the stand-in relay does not know ${request.method}`), { code: -32601 });
        const result = handler(socket, (request.params ?? {}) as Record<string, unknown>);
        answer = `{"id":${id},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`;
      } catch (error) {
        const code = (error as { code?: number }).code ?? -32602;
        const message = error instanceof Error ? error.message : String(error);
        log(`${request.method} refused: ${message}`);
        answer = `{"id":${id},"jsonrpc":"2.0","error":${JSON.stringify({ code, message })}}`;
      }
      socket.send(answer);
    });
  });

  return {
    onUpgrade(req, socket, head) {
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit("connection", ws, req));
    },
    connections: () => subscriptions.size,
    close() {
      for (const socket of subscriptions.keys()) socket.terminate();
      wss.close();
    },
  };
}
