/**
 * Where the backfill's time went, from Ponder's Prometheus /metrics: time inside the handlers and how much
 * of it waited on the Lens eth_call (context.client.readContract), whether Ponder prefetched those reads,
 * and the JSON-RPC requests it made (count and mean duration per method; concurrent, so not additive).
 */

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)$/.exec(line);
    if (!match) continue;
    const [, name = "", rawLabels = "", value = ""] = match;
    const labels: Record<string, string> = {};
    for (const pair of rawLabels.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[pair[1] ?? ""] = pair[2] ?? "";
    samples.push({ name, labels, value: Number(value) });
  }
  return samples;
}

export interface BackfillBreakdown {
  /** Seconds inside indexing functions, all events. */
  handlerSeconds: number;
  /** Of which awaiting context.client.readContract (the Lens reads: listings, parameters, liquidations, live blocks). */
  lensWaitSeconds: number;
  lensReads: number;
  /** Lens reads answered by Ponder's prefetch instead of a request made while the handler waited. */
  lensPrefetched: number;
  /** JSON-RPC requests by method: count and mean ms (Ponder runs them concurrently). */
  rpc: Record<string, { count: number; meanMs: number }>;
}

export async function readBreakdown(indexerUrl: string): Promise<BackfillBreakdown> {
  const res = await fetch(`${indexerUrl}/metrics`);
  if (!res.ok) throw new Error(`/metrics: HTTP ${res.status}`);
  const samples = parse(await res.text());
  const sum = (name: string, where: (labels: Record<string, string>) => boolean = () => true) =>
    samples.filter((s) => s.name === name && where(s.labels)).reduce((total, s) => total + s.value, 0);

  const rpc: BackfillBreakdown["rpc"] = {};
  for (const s of samples) {
    if (s.name !== "ponder_rpc_request_duration_count" || !s.labels.method) continue;
    const method = s.labels.method;
    const totalMs = sum("ponder_rpc_request_duration_sum", (l) => l.method === method);
    rpc[method] = { count: s.value, meanMs: s.value > 0 ? totalMs / s.value : 0 };
  }
  const isRead = (l: Record<string, string>) => l.action === "readContract";
  return {
    handlerSeconds: sum("ponder_indexing_function_duration_sum") / 1000,
    lensWaitSeconds: sum("ponder_indexing_rpc_action_duration_sum", isRead) / 1000,
    lensReads: sum("ponder_indexing_rpc_action_duration_count", isRead),
    lensPrefetched: sum("ponder_indexing_rpc_requests_total", (l) => l.type?.startsWith("prefetch") ?? false),
    rpc,
  };
}
