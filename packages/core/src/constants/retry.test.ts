import { describe, expect, it } from "vitest";
import { DEFAULT_RETRY, MARKET_BATCH_TIMEOUT_MS, MARKET_READ_RETRY, retryDelayMs } from "./retry";

describe("retry policies", () => {
  it("reads markets 3 times, 1 s apart, 20 s per attempt, 25 s per batch", () => {
    expect(MARKET_READ_RETRY).toMatchObject({ attempts: 3, baseDelayMs: 1_000, attemptTimeoutMs: 20_000 });
    expect(MARKET_BATCH_TIMEOUT_MS).toBe(25_000);
    expect(retryDelayMs(MARKET_READ_RETRY, 1, 0.9)).toBe(1_000);
    expect(retryDelayMs(MARKET_READ_RETRY, 2, 0.9)).toBe(1_000);
  });

  it("retries generically 3 times from 1 s, doubling, 15 s per attempt", () => {
    expect(DEFAULT_RETRY).toMatchObject({
      attempts: 3,
      baseDelayMs: 1_000,
      backoffFactor: 2,
      attemptTimeoutMs: 15_000,
    });
    expect(retryDelayMs(DEFAULT_RETRY, 1, 0)).toBe(1_000);
    expect(retryDelayMs(DEFAULT_RETRY, 2, 0)).toBe(2_000);
    expect(retryDelayMs(DEFAULT_RETRY, 3, 0)).toBe(4_000);
  });

  it("adds jitter of up to 20 %, never below the doubled base", () => {
    expect(retryDelayMs(DEFAULT_RETRY, 2, 0.5)).toBe(2_200);
    expect(retryDelayMs(DEFAULT_RETRY, 2, 0.999_999)).toBeLessThan(2_400);
  });

  it("refuses a bad retry number or random value", () => {
    expect(() => retryDelayMs(DEFAULT_RETRY, 0, 0)).toThrow(RangeError);
    expect(() => retryDelayMs(DEFAULT_RETRY, 1, 1)).toThrow(RangeError);
    expect(() => retryDelayMs(DEFAULT_RETRY, 1, Number.NaN)).toThrow(RangeError);
  });
});
