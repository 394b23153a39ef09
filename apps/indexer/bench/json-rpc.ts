/** A minimal JSON-RPC client for the bench: single calls and batches (one HTTP request each). */

export interface RpcCall {
  method: string;
  params: readonly unknown[];
}

interface RpcAnswer {
  id: number;
  result?: unknown;
  error?: { code: number; message: string };
}

export class JsonRpc {
  private nextId = 1;

  constructor(readonly url: string) {}

  async call<T>(method: string, params: readonly unknown[] = []): Promise<T> {
    const [result] = await this.batch([{ method, params }]);
    return result as T;
  }

  /** Sends every call in one HTTP request; answers in the calls' order. Throws on the first failed call. */
  async batch(calls: readonly RpcCall[]): Promise<unknown[]> {
    if (calls.length === 0) return [];
    const first = this.nextId;
    this.nextId += calls.length;
    const body = calls.map((c, i) => ({ jsonrpc: "2.0", id: first + i, method: c.method, params: c.params }));
    const res = await fetch(this.url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body.length === 1 ? body[0] : body),
    });
    if (!res.ok) throw new Error(`JSON-RPC ${calls[0]?.method}: HTTP ${res.status}`);
    const json = (await res.json()) as RpcAnswer | RpcAnswer[];
    const answers = Array.isArray(json) ? json : [json];
    const byId = new Map(answers.map((a) => [a.id, a]));
    return calls.map((c, i) => {
      const answer = byId.get(first + i);
      if (!answer) throw new Error(`JSON-RPC ${c.method}: no answer`);
      if (answer.error) throw new Error(`JSON-RPC ${c.method}: ${answer.error.message}`);
      return answer.result;
    });
  }
}
