import { REAL_TIME_INTEREST_INTERVAL_MS } from "@ceiba/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emitWalletEvent } from "../../wallet/wallet-events";
import { createInterestTicker, interestTicker } from "./interest-ticker";

describe("createInterestTicker", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("ticks every 200 ms while started and watched", () => {
    const ticker = createInterestTicker();
    const seen: number[] = [];
    const unsubscribe = ticker.subscribe(() => seen.push(ticker.get().nowMs));
    vi.advanceTimersByTime(1_000);
    expect(seen).toEqual([]); // not started
    ticker.start();
    seen.length = 0;
    vi.advanceTimersByTime(3 * REAL_TIME_INTEREST_INTERVAL_MS);
    expect(seen).toEqual([1_001_200, 1_001_400, 1_001_600]);
    unsubscribe();
    vi.advanceTimersByTime(1_000);
    expect(seen).toHaveLength(3);
    expect(vi.getTimerCount()).toBe(0); // no watcher, no timer
  });

  it("stops and keeps the last moment; start restarts from now", () => {
    const ticker = createInterestTicker();
    const unsubscribe = ticker.subscribe(() => {});
    ticker.start();
    vi.advanceTimersByTime(400);
    ticker.stop();
    expect(ticker.get()).toEqual({ running: false, nowMs: 1_000_400 });
    vi.advanceTimersByTime(1_000);
    expect(ticker.get().nowMs).toBe(1_000_400);
    expect(vi.getTimerCount()).toBe(0);
    ticker.start();
    expect(ticker.get()).toEqual({ running: true, nowMs: 1_001_400 });
    unsubscribe();
  });

  it("the app's ticker stops when the wallet session disconnects", () => {
    interestTicker.start();
    emitWalletEvent("disconnect", { address: undefined, reason: "user" });
    expect(interestTicker.get().running).toBe(false);
  });
});
