/**
 * The bare cost of a request, beside autocannon's loaded figures: one request at a time on one keep-alive
 * socket. Its req/s is what one server process manages with no queueing at all; a rate above that can only
 * queue. Percentiles are exact (sorted samples), in ms.
 */
import http from "node:http";
import type { LatencyFigures, LoadTarget } from "./latency";

interface Sample {
  ms: number;
  status: number;
  good: boolean;
}

function request(agent: http.Agent, target: LoadTarget, startedAt: number): Promise<Sample> {
  return new Promise((resolve) => {
    const req = http.request(target.url, { method: target.method, agent, headers: target.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const status = res.statusCode ?? 0;
        resolve({
          ms: performance.now() - startedAt,
          status,
          good: status >= 200 && status < 300 && target.verify(Buffer.concat(chunks).toString()),
        });
      });
      res.on("error", () => resolve({ ms: performance.now() - startedAt, status: 0, good: false }));
    });
    req.on("error", () => resolve({ ms: performance.now() - startedAt, status: 0, good: false }));
    req.end(target.body);
  });
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

function figures(samples: readonly Sample[], seconds: number): LatencyFigures {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const non2xx = samples.filter((s) => s.status !== 0 && (s.status < 200 || s.status >= 300)).length;
  const errors = samples.filter((s) => s.status === 0).length;
  return {
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    reqPerSec: samples.length / seconds,
    requests: samples.length,
    non2xx,
    errors,
    mismatches: samples.filter((s) => s.status >= 200 && s.status < 300 && !s.good).length,
  };
}

export async function serialRun(target: LoadTarget, count: number): Promise<LatencyFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const samples: Sample[] = [];
    const start = performance.now();
    for (let i = 0; i < count; i++) samples.push(await request(agent, target, performance.now()));
    return figures(samples, (performance.now() - start) / 1000);
  } finally {
    agent.destroy();
  }
}
