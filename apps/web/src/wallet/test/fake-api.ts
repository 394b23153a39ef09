import { decodeFunctionData, encodeFunctionResult, multicall3Abi, type Hex } from "viem";
import { vi } from "vitest";

export interface FakeApiOptions {
  /** What GET /users/fetch-user-data answers for tac_response; "error" answers 503. */
  termsAccepted?: boolean | "error";
  /** What POST /users/accept-terms-and-conditions answers. */
  acceptStatus?: number;
  /** GET /region's country, or "error". */
  country?: string | null | "error";
  /** The faucet's answer: 200 or a refusal. */
  faucet?: { status: number; body?: unknown; headers?: Record<string, string> };
  /** eth_getBalance's answer (wei). */
  balance?: bigint;
}

export interface FakeRequest {
  url: URL;
  method: string;
  body: unknown;
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });
}

/**
 * A fetch that plays the local stack: the API (/api/users/…, /api/logs, /api/region), the faucet and the
 * JSON-RPC nodes (only what the session reads: the balance, eth_chainId, eth_blockNumber). Records every
 * request.
 */
export function createFakeApi(options: FakeApiOptions = {}) {
  const requests: FakeRequest[] = [];
  const state = { ...options };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    const method = (init?.method ?? "GET").toUpperCase();
    const text = typeof init?.body === "string" ? init.body : undefined;
    const body: unknown = text === undefined ? undefined : JSON.parse(text);
    requests.push({ url, method, body });
    const path = url.pathname;
    if (path.endsWith("/users/fetch-user-data")) {
      if (state.termsAccepted === "error") return json({ error: "upstream unavailable" }, 503);
      const address = url.searchParams.get("address");
      return json({ address, tac_response: state.termsAccepted ?? false, user: null });
    }
    if (path.endsWith("/users/accept-terms-and-conditions")) {
      const status = state.acceptStatus ?? 200;
      return json(status === 200 ? { success: true, data: {} } : { success: false, error: "refused" }, status);
    }
    if (path.endsWith("/logs")) return json({ success: true }, 201);
    if (path.endsWith("/region")) {
      if (state.country === "error") return json({ error: "down" }, 503);
      return json({ country: state.country ?? null });
    }
    if (path.endsWith("/faucet")) {
      const answer = state.faucet ?? { status: 200, body: { rbtc: "1" } };
      return json(answer.body ?? {}, answer.status, answer.headers);
    }
    // JSON-RPC (a single call or a batch).
    const calls = Array.isArray(body) ? body : [body];
    const answers = calls.map((call) => {
      const { id, method: rpcMethod, params } = call as { id: number; method: string; params?: { data?: Hex }[] };
      const balanceWord = `0x${(state.balance ?? 0n).toString(16).padStart(64, "0")}` as Hex;
      const result =
        rpcMethod === "eth_getBalance"
          ? `0x${(state.balance ?? 0n).toString(16)}`
          : rpcMethod === "eth_call"
            ? multicallBalances(params?.[0]?.data, balanceWord)
            : rpcMethod === "eth_chainId"
              ? "0x539"
              : rpcMethod === "eth_blockNumber"
                ? "0x1"
                : null;
      return { jsonrpc: "2.0", id, result };
    });
    return json(Array.isArray(body) ? answers : answers[0]);
  });
  return {
    fetch: fetchMock as unknown as typeof fetch,
    requests,
    state,
    /** Requests to a path ending with `suffix`. */
    to: (suffix: string) => requests.filter((request) => request.url.pathname.endsWith(suffix)),
  };
}

/**
 * Where a chain has Multicall3, viem reads balances with getEthBalance batched into aggregate3: every call
 * answers the balance.
 */
function multicallBalances(data: Hex | undefined, balanceWord: Hex): Hex | null {
  if (data === undefined) return null;
  if (data.startsWith("0x4d2301cc")) return balanceWord; // a lone getEthBalance(address)
  const { functionName, args } = decodeFunctionData({ abi: multicall3Abi, data });
  if (functionName !== "aggregate3") return null;
  const [calls] = args;
  return encodeFunctionResult({
    abi: multicall3Abi,
    functionName: "aggregate3",
    result: calls.map(() => ({ success: true, returnData: balanceWord })),
  });
}
