import { useEffect, useMemo } from "react";
import { accrueAt, type AccruedInterest } from "./accrued-interest";
import { interestTicker, useInterestTicker, type InterestTicker } from "./interest-ticker";
import { useProtocolSnapshot } from "./use-protocol-snapshot";

export interface AccruedInterestOptions {
  /**
   * Restart the timer when a new snapshot arrives (default true). The balance screen passes false:
   * "the real-time interest timer restarts after a load except when the load came from the balance screen".
   */
  restartOnLoad?: boolean;
  /** Injectable for tests (default: the app's ticker). */
  ticker?: InterestTicker;
}

export interface AccruedInterestResult {
  /** Undefined while the account snapshot loads or without a wallet. */
  interest: AccruedInterest | undefined;
  running: boolean;
  start: () => void;
  stop: () => void;
}

/**
 * The connected account's deposits and debts in real time: re-rendered every 200 ms while the timer runs
 * (core's REAL_TIME_INTEREST_INTERVAL_MS), projected from the latest snapshot with core's ticker maths.
 * The timer is app-wide: a disconnect stops it (interest-ticker.ts), and `stop` / `start` control it.
 */
export function useAccruedInterest(options: AccruedInterestOptions = {}): AccruedInterestResult {
  const ticker = options.ticker ?? interestTicker;
  const restartOnLoad = options.restartOnLoad ?? true;
  const { data } = useProtocolSnapshot();
  const { running, nowMs } = useInterestTicker(ticker);
  const readAtMs = data?.account ? data.readAtMs : undefined;

  useEffect(() => {
    if (readAtMs !== undefined && restartOnLoad) ticker.start();
  }, [readAtMs, restartOnLoad, ticker]);

  const interest = useMemo(() => (data?.account ? accrueAt(data, nowMs) : undefined), [data, nowMs]);
  return { interest, running, start: ticker.start, stop: ticker.stop };
}
