/**
 * API latency with autocannon (programmatic): `connections` connections capped at `overallRate` requests
 * per second in all, for `durationSeconds`, every response checked (200 with `data`, no `errors`).
 */
import autocannon from "autocannon";

/** One HTTP request to load-test, and how to tell a good answer. */
export interface LoadTarget {
  name: string;
  url: string;
  method: "GET" | "POST";
  body?: string;
  headers?: Record<string, string>;
  /** True when a response body is a good answer. */
  verify: (body: string) => boolean;
}

export interface LatencyFigures {
  p50Ms: number;
  p99Ms: number;
  reqPerSec: number;
  requests: number;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** 2xx answers whose body failed `verify`. */
  mismatches: number;
}

export interface LoadOptions {
  connections: number;
  overallRate: number;
  durationSeconds: number;
}

/** The instance running now, stopped on SIGINT. */
let running: autocannon.Instance | undefined;
export const stopLoad = () => running?.stop();

export async function autocannonRun(target: LoadTarget, options: LoadOptions): Promise<LatencyFigures> {
  running = autocannon({
    url: target.url,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections: options.connections,
    overallRate: options.overallRate,
    duration: options.durationSeconds,
    timeout: 30,
    verifyBody: target.verify,
    // autocannon corrects for coordinated omission with an expected interval of ceil(1 / per-connection
    // rate) = 1 ms (it should be 1000 / rate ms): every response of n ms would add n − 1 made-up samples of
    // n − 1 … 1 ms and drag the percentiles down. Measured latencies only.
    ignoreCoordinatedOmission: true,
  });
  const result = await running;
  running = undefined;
  return {
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    reqPerSec: result.requests.average,
    requests: result["2xx"] + result.non2xx,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    mismatches: result.mismatches,
  };
}

/**
 * Throws unless every answer was 2xx with a good body (a wrong answer fails the bench). Connection errors
 * and timeouts are an overloaded server's figures, reported, not thrown: a timed-out request has no latency
 * in autocannon's histogram, so its percentiles are then lower bounds.
 */
export function assertAllGood(name: string, figures: LatencyFigures): void {
  if (figures.requests === 0 || figures.non2xx > 0 || figures.mismatches > 0) {
    throw new Error(
      `${name}: ${figures.requests} answers, ${figures.non2xx} non-2xx, ${figures.mismatches} bodies without data ` +
        `(${figures.errors} errors/timeouts)`,
    );
  }
}
