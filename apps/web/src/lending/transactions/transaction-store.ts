import {
  IDLE_TRANSACTION,
  transactionReducer,
  type TransactionEvent,
  type TransactionState,
} from "./transaction-state";

/** The transaction dialog's state as a small store: the reducer's state, its listeners and its timed events. */
export interface TransactionStore {
  get(): TransactionState;
  subscribe(listener: () => void): () => void;
  dispatch(event: TransactionEvent): void;
  /** Dispatches `event` after `ms` (the loading flag, the market-updated flag). */
  later(ms: number, event: TransactionEvent): void;
  clearTimers(): void;
}

/** One store per controller: the lending transactions' and the swaps' share the reducer and the dialog. */
export function createTransactionStore(): TransactionStore {
  let state = IDLE_TRANSACTION;
  const listeners = new Set<() => void>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const dispatch = (event: TransactionEvent) => {
    const next = transactionReducer(state, event);
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch,
    later(ms, event) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        dispatch(event);
      }, ms);
      timers.add(timer);
    },
    clearTimers() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
