/**
 * Retry policies of lending-engine §9. The helpers that run them live in @ceiba/sdk; the numbers and the
 * backoff arithmetic live here so that both the helpers and their tests read one source.
 */

export interface RetryPolicy {
  /** Total attempts, the first one included. */
  readonly attempts: number;
  /** Wait before the second attempt. */
  readonly baseDelayMs: number;
  /** Each further wait is the previous one times this factor (1 = constant delay). */
  readonly backoffFactor: number;
  /** Extra random wait as a fraction of the computed delay (0 = none). */
  readonly jitterRatio: number;
  /** Time limit of one attempt. */
  readonly attemptTimeoutMs: number;
}

/** Per-market reads of the borrow-capacity calculation: 3 attempts, 1 s apart, 20 s per attempt. */
export const MARKET_READ_RETRY: RetryPolicy = {
  attempts: 3,
  baseDelayMs: 1_000,
  backoffFactor: 1,
  jitterRatio: 0,
  attemptTimeoutMs: 20_000,
};

/** The batch of all per-market reads gives up after this long. */
export const MARKET_BATCH_TIMEOUT_MS = 25_000;

/**
 * Generic retry helper: 3 attempts, 1 s base backoff doubled each time, with jitter, 15 s per attempt.
 * The spec does not size the jitter; up to +20 % keeps every wait at least the doubled base.
 */
export const DEFAULT_RETRY: RetryPolicy = {
  attempts: 3,
  baseDelayMs: 1_000,
  backoffFactor: 2,
  jitterRatio: 0.2,
  attemptTimeoutMs: 15_000,
};

/**
 * The wait before retry number `retry` (1 = the wait after the first failure), in whole milliseconds.
 * `random` is a value in [0, 1) — pass Math.random in production, a fixed value in tests.
 */
export function retryDelayMs(policy: RetryPolicy, retry: number, random: number): number {
  if (!Number.isInteger(retry) || retry < 1) throw new RangeError(`retry must be a positive integer, got ${retry}`);
  if (!(random >= 0 && random < 1)) throw new RangeError(`random must be in [0, 1), got ${random}`);
  const delay = policy.baseDelayMs * policy.backoffFactor ** (retry - 1);
  return Math.floor(delay * (1 + policy.jitterRatio * random));
}
