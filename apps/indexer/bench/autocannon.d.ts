/** The part of autocannon 8's programmatic API the bench uses (the package ships no type declarations). */
declare module "autocannon" {
  namespace autocannon {
    /** hdr-histogram-percentiles-obj: latency in ms, requests per second, bytes per second. */
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p50: number;
      p90: number;
      p97_5: number;
      p99: number;
      p99_9: number;
    }
    interface Options {
      url: string;
      connections?: number;
      /** Seconds. */
      duration?: number;
      /** Requests per second over all connections (each connection gets its share, per second). */
      overallRate?: number;
      ignoreCoordinatedOmission?: boolean;
      method?: "GET" | "POST";
      headers?: Record<string, string>;
      body?: string;
      /** Seconds before a request counts as a timeout. */
      timeout?: number;
      /** A response whose body this rejects counts in `mismatches`. */
      verifyBody?: (body: string) => boolean;
    }
    interface Result {
      latency: Histogram;
      requests: Histogram;
      throughput: Histogram;
      /** Seconds. */
      duration: number;
      errors: number;
      timeouts: number;
      mismatches: number;
      non2xx: number;
      "2xx": number;
      statusCodeStats: Record<string, { count: number }>;
    }
    interface Instance extends PromiseLike<Result> {
      stop(): void;
    }
  }
  function autocannon(options: autocannon.Options): autocannon.Instance;
  export = autocannon;
}
