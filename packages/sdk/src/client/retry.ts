import { DEFAULT_RETRY, retryDelayMs, type RetryPolicy } from "@ceiba/core";

/** Thrown when one attempt exceeds the policy's time limit. */
export class AttemptTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The attempt did not finish within ${timeoutMs} ms`);
    this.name = "AttemptTimeoutError";
  }
}

export interface RetryOptions {
  policy?: RetryPolicy;
  /** Whether a failure is worth another attempt (default: every failure). */
  shouldRetry?: (error: unknown) => boolean;
  /** Called before each new attempt (for logs: the spec's retry warnings). */
  onRetry?: (error: unknown, retry: number, delayMs: number) => void;
  /** Injectable for tests: a value in [0, 1). */
  random?: () => number;
  /** Injectable for tests. */
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `attempt` within the policy's time limit; the signal aborts the attempt's own work when it expires. */
function withTimeout<T>(attempt: (signal: AbortSignal) => Promise<T>, timeoutMs: number): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // Reject before aborting: an attempt that settles on abort must not win the race.
      reject(new AttemptTimeoutError(timeoutMs));
      controller.abort();
    }, timeoutMs);
  });
  return Promise.race([attempt(controller.signal), timeout]).finally(() => clearTimeout(timer));
}

/**
 * The spec's retry helper: by default 3 attempts, 1 s backoff doubled each time with jitter, 15 s per
 * attempt (lending-engine §9, numbers from @ceiba/core). The last failure is rethrown.
 */
export async function withRetry<T>(
  attempt: (signal: AbortSignal) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const policy = options.policy ?? DEFAULT_RETRY;
  const sleep = options.sleep ?? defaultSleep;
  const random = options.random ?? Math.random;
  for (let n = 1; ; n++) {
    try {
      return await withTimeout(attempt, policy.attemptTimeoutMs);
    } catch (error) {
      if (n >= policy.attempts || (options.shouldRetry && !options.shouldRetry(error))) throw error;
      const delay = retryDelayMs(policy, n, random());
      options.onRetry?.(error, n, delay);
      await sleep(delay);
    }
  }
}
