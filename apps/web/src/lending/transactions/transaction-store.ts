import { LOADING_CLEAR_DELAY_MS, failureNotificationId } from "@ceiba/core";
import type { Hash } from "viem";
import type { TxAction, TxNotification } from "../../shell/ui-store";
import {
  IDLE_TRANSACTION,
  transactionReducer,
  type TransactionEvent,
  type TransactionFailure,
  type TransactionState,
} from "./transaction-state";

/** The start of a run: the request the dialog shows and the chain it runs on. */
export type TransactionStart = Extract<TransactionEvent, { type: "start" }>;

/** The transaction dialog's state as a small store: the reducer's state, its listeners and its timed events. */
export interface TransactionStore {
  get(): TransactionState;
  subscribe(listener: () => void): () => void;
  dispatch(event: TransactionEvent): void;
  /** Dispatches `event` after `ms` (the loading flag, the market-updated flag). */
  later(ms: number, event: TransactionEvent): void;
  clearTimers(): void;
  /**
   * Runs one flow to its end and resolves with the final state: ignored while another runs; `start` first;
   * whatever escapes `flow` is handed to `onEscape` (which reports it); the loading flag clears
   * LOADING_CLEAR_DELAY_MS after any result.
   */
  runFlow(
    start: TransactionStart,
    flow: () => Promise<void>,
    onEscape: (error: unknown) => void,
  ): Promise<TransactionState>;
  /**
   * A failed run: the dialog shows it; a refusal in the wallet ends there, anything else gets the error toast,
   * named by the failure's id when known, else by the action's generic text (swaps have their own).
   */
  fail(failure: TransactionFailure, hash: Hash | undefined, toast: FailureToast): void;
}

export interface FailureToast {
  action: TxAction;
  chainId: number;
  notify: (notification: TxNotification) => void;
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
  const timed = (ms: number, event: TransactionEvent) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      dispatch(event);
    }, ms);
    timers.add(timer);
  };
  const clearTimers = () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  };
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch,
    later: timed,
    clearTimers,
    async runFlow(start, flow, onEscape) {
      if (state.status === "running") return state;
      clearTimers();
      dispatch(start);
      try {
        await flow();
      } catch (error) {
        onEscape(error);
      }
      timed(LOADING_CLEAR_DELAY_MS, { type: "loadingCleared" });
      return state;
    },
    fail(failure, hash, { action, chainId, notify }) {
      dispatch({ type: "failed", failure, hash });
      if (failure.reason === "rejected") return;
      const errorId = failure.id === "contract.unknown" ? failureNotificationId(action) : failure.id;
      notify({ action, status: "error", hash, chainId, errorId });
    },
  };
}
