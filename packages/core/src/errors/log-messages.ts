/**
 * Developer log messages of lending-engine §8. They go to the console and the backend's /logs, never to
 * the user, so they are English only and not part of the translated catalogue.
 */
export const LOG_MESSAGES = {
  noMarketsForBorrowCapacity: "no markets provided for borrowMaxCapacity calculation",
  borrowCapacityMarketRetry: "borrowMaxCapacity per-market retry",
  borrowCapacityBatchRetry: "borrowMaxCapacity batch retry",
  borrowCapacityRetriesExhausted: "borrowMaxCapacity - all retries failed",
} as const;

export type LogMessageKey = keyof typeof LOG_MESSAGES;
