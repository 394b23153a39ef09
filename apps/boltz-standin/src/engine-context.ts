/**
 * What every part of the stand-in shares: the chain clients (its own EVM key signs locks, claims and refunds),
 * the store, the fees and timeouts, one queue that runs state changes one at a time (so two transactions of the
 * stand-in's key never race for a nonce) and the status updates the WebSocket relays.
 */
import type { Account, Chain, PublicClient, Transport, WalletClient } from "viem";
import type { FeeSettings } from "./pair-fees";
import type { Hex, StatusUpdate, StoredSwap } from "./swap-record";
import type { SwapStore } from "./swap-store";

/** Blocks of the local chain between a swap's creation and its timelock, per kind. */
export interface SwapTimeouts {
  submarine: number;
  reverse: number;
  chain: number;
  /** The simulated Bitcoin side of a chain swap, in (simulated) BTC blocks. */
  chainBitcoin: number;
}

export const DEFAULT_TIMEOUTS: SwapTimeouts = { submarine: 240, reverse: 120, chain: 120, chainBitcoin: 24 };

export interface EngineContext {
  publicClient: PublicClient;
  wallet: WalletClient<Transport, Chain, Account>;
  /** A JSON-RPC call to the local node (evm_mine for the expiry and mine controls). */
  rpc: (method: string, params: unknown[]) => Promise<unknown>;
  chainId: number;
  etherSwap: Hex;
  /** The stand-in's EVM address: claim address of submarine locks, refund address of its own locks. */
  address: Hex;
  /** The "Lightning node" key that signs invoices. */
  nodeKey: Hex;
  store: SwapStore;
  fees: FeeSettings;
  timeouts: SwapTimeouts;
  log: (line: string) => void;
  /** Runs `task` after every task queued before it. */
  serially: <T>(task: () => Promise<T>) => Promise<T>;
  /** Records a status (unless it is the current one), saves, and tells the subscribers. */
  emit: (swap: StoredSwap, update: StatusUpdate) => void;
  onUpdate: (listener: (id: string, update: StatusUpdate) => void) => () => void;
}

export function createQueue(): EngineContext["serially"] {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

export function createEmitter(store: SwapStore, log: (line: string) => void) {
  const listeners = new Set<(id: string, update: StatusUpdate) => void>();
  const emit = (swap: StoredSwap, update: StatusUpdate) => {
    const last = swap.history[swap.history.length - 1];
    if (last?.status === update.status) return;
    swap.history.push({ ...update, at: Date.now() });
    store.save();
    log(`swap ${swap.id} (${swap.kind}): ${update.status}${update.failureReason ? ` (${update.failureReason})` : ""}`);
    for (const listener of listeners) listener(swap.id, update);
  };
  const onUpdate = (listener: (id: string, update: StatusUpdate) => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return { emit, onUpdate };
}

/** Whether a status ends the swap (nothing more happens to it on the stand-in's side). */
export const FINAL_STATUSES: ReadonlySet<string> = new Set([
  "transaction.claimed",
  "invoice.settled",
  "transaction.refunded",
  "invoice.expired",
  "transaction.lockupFailed",
  "transaction.failed",
]);
