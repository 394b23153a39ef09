import { REAL_TIME_INTEREST_INTERVAL_MS } from "@ceiba/core";
import { useSyncExternalStore } from "react";
import { onWalletEvent } from "../../wallet/wallet-events";

/** The ticker's clock: whether it runs, and the moment the interest is shown at (ms since the epoch). */
export interface TickerState {
  running: boolean;
  nowMs: number;
}

export interface InterestTicker {
  get(): TickerState;
  /** Starts (or restarts) ticking every REAL_TIME_INTEREST_INTERVAL_MS from now. */
  start(): void;
  /** Stops ticking; the values stay where the last tick left them. */
  stop(): void;
  subscribe(listener: () => void): () => void;
}

export interface TickerOptions {
  intervalMs?: number;
  now?: () => number;
}

/**
 * The real-time interest timer (lending-engine §9: every 200 ms). One timer for the whole app, running
 * only while started and watched by at least one component; every watcher re-renders on each tick.
 */
export function createInterestTicker(options: TickerOptions = {}): InterestTicker {
  const intervalMs = options.intervalMs ?? REAL_TIME_INTEREST_INTERVAL_MS;
  const now = options.now ?? Date.now;
  let state: TickerState = { running: false, nowMs: now() };
  let timer: ReturnType<typeof setInterval> | undefined;
  const listeners = new Set<() => void>();

  const emit = (next: TickerState) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };
  const sync = () => {
    const wanted = state.running && listeners.size > 0;
    if (wanted && timer === undefined) {
      timer = setInterval(() => emit({ running: true, nowMs: now() }), intervalMs);
    } else if (!wanted && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };

  return {
    get: () => state,
    start() {
      emit({ running: true, nowMs: now() });
      if (timer !== undefined) {
        clearInterval(timer);
        timer = undefined;
      }
      sync();
    },
    stop() {
      if (!state.running) return;
      emit({ running: false, nowMs: now() });
      sync();
    },
    subscribe(listener) {
      listeners.add(listener);
      sync();
      return () => {
        listeners.delete(listener);
        sync();
      };
    },
  };
}

/** The app's ticker. */
export const interestTicker = createInterestTicker();

/** Starts the app's ticker (after a load, unless the load came from the balance screen). */
export const startInterestTicker = (): void => interestTicker.start();
/** Stops the app's ticker (the session's disconnect does, app-shell §4). */
export const stopInterestTicker = (): void => interestTicker.stop();

// app-shell §4: "Disconnect clears ... the real-time interest timer". The session announces it.
onWalletEvent("disconnect", stopInterestTicker);

/** The ticker's state, re-rendering on each tick while it runs. */
export function useInterestTicker(ticker: InterestTicker = interestTicker): TickerState {
  return useSyncExternalStore(ticker.subscribe, ticker.get, ticker.get);
}
