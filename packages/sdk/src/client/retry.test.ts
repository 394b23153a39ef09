import { describe, expect, it } from "vitest";
import { DEFAULT_RETRY } from "@ceiba/core";
import { AttemptTimeoutError, withRetry } from "./retry";

const noSleep = async () => undefined;

describe("withRetry", () => {
  it("retries a failing call up to 3 attempts with 1 s then 2 s waits (+ jitter) and returns the success", async () => {
    const waits: number[] = [];
    let calls = 0;
    const result = await withRetry(
      async () => {
        calls++;
        if (calls < 3) throw new Error(`fail ${calls}`);
        return "ok";
      },
      { random: () => 0, sleep: async (ms) => void waits.push(ms) },
    );
    expect(result).toBe("ok");
    expect(calls).toBe(3);
    expect(waits).toEqual([1_000, 2_000]);
  });

  it("adds at most the policy's jitter to each wait", async () => {
    const waits: number[] = [];
    await expect(
      withRetry(
        async () => {
          throw new Error("down");
        },
        { random: () => 0.999, sleep: async (ms) => void waits.push(ms) },
      ),
    ).rejects.toThrow("down");
    expect(waits[0]).toBeGreaterThanOrEqual(1_000);
    expect(waits[0]).toBeLessThan(1_000 * (1 + DEFAULT_RETRY.jitterRatio));
    expect(waits[1]).toBeGreaterThanOrEqual(2_000);
  });

  it("rethrows the last failure after the last attempt", async () => {
    let calls = 0;
    await expect(
      withRetry(
        async () => {
          calls++;
          throw new Error(`fail ${calls}`);
        },
        { sleep: noSleep },
      ),
    ).rejects.toThrow("fail 3");
    expect(calls).toBe(DEFAULT_RETRY.attempts);
  });

  it("stops at once when the failure is not worth retrying", async () => {
    let calls = 0;
    await expect(
      withRetry(
        async () => {
          calls++;
          throw new Error("user rejected");
        },
        { sleep: noSleep, shouldRetry: () => false },
      ),
    ).rejects.toThrow("user rejected");
    expect(calls).toBe(1);
  });

  it("gives up on an attempt that exceeds its time limit and aborts its signal", async () => {
    let aborted = false;
    const policy = { ...DEFAULT_RETRY, attempts: 1, attemptTimeoutMs: 20 };
    await expect(
      withRetry(
        (signal) =>
          new Promise((resolve) => {
            signal.addEventListener("abort", () => {
              aborted = true;
              resolve("late");
            });
          }),
        { policy },
      ),
    ).rejects.toBeInstanceOf(AttemptTimeoutError);
    expect(aborted).toBe(true);
  });
});
