import { RpcErrorCode, WalletRpcError } from "./rpc-error";

/**
 * One JSON-RPC call to a node. The node's own error (code, message, data, e.g. a revert) reaches the page
 * unchanged, as a real wallet passes it on.
 */
export async function jsonRpc<T = unknown>(url: string, method: string, params: readonly unknown[] = []): Promise<T> {
  let body: { result?: T; error?: { code?: unknown; message?: unknown; data?: unknown } };
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
      signal: AbortSignal.timeout(30_000),
    });
    body = (await res.json()) as typeof body;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new WalletRpcError(RpcErrorCode.internal, `The node at ${url} did not answer ${method}: ${reason}`);
  }
  if (body.error) {
    const { code, message, data } = body.error;
    throw new WalletRpcError(
      typeof code === "number" ? code : RpcErrorCode.internal,
      typeof message === "string" ? message : `${method} failed`,
      data,
    );
  }
  return body.result as T;
}
