/**
 * Where swaps are kept. The web app keeps them in localStorage (createKeyValueSwapStore over
 * window.localStorage); tests and servers-side tools in memory. A new swap's secrets are kept before Boltz
 * is asked for it (savePending), the swap itself once Boltz's answer passed every check (save), and again
 * after every step, so a reload finds it where it was.
 */
import type { Hex } from "viem";
import { parsePendingSwap, pendingSwapText, type PendingSwap } from "./pending-swap";
import { parseRefundFile, refundFileOf } from "./refund-file";
import type { StoredSwap } from "./stored-swap";

export interface SwapStore {
  save(swap: StoredSwap): Promise<void>;
  get(id: string): Promise<StoredSwap | undefined>;
  /** Every stored swap, newest first. Never a pending record. */
  list(): Promise<StoredSwap[]>;
  /**
   * Keeps the secrets of a swap being created, under their preimage hash (Boltz's id is not known yet).
   * startReverseSwap and startChainSwap send nothing to Boltz before this has resolved.
   */
  savePending(pending: PendingSwap): Promise<void>;
  /** Drops a pending record: its swap is stored under its id, or no swap came of it. */
  removePending(preimageHash: Hex): Promise<void>;
  /** Pending records left behind (a tab closed while Boltz answered): secrets of no swap, newest first. */
  listPending(): Promise<PendingSwap[]>;
}

const newestFirst = (a: { createdAt: number }, b: { createdAt: number }) => b.createdAt - a.createdAt;
const hashKey = (preimageHash: Hex) => preimageHash.toLowerCase();

const readSwap = (text: string | null | undefined) => {
  if (text === null || text === undefined) return undefined;
  const parsed = parseRefundFile(text);
  return parsed.ok ? parsed.swap : undefined;
};

export function createMemorySwapStore(): SwapStore {
  // Kept as text so that what is saved is exactly what a reload would read back.
  const swaps = new Map<string, string>();
  const pending = new Map<string, string>();
  return {
    async save(swap) {
      swaps.set(swap.id, refundFileOf(swap));
    },
    async get(id) {
      return readSwap(swaps.get(id));
    },
    async list() {
      return [...swaps.values()].flatMap((text) => readSwap(text) ?? []).sort(newestFirst);
    },
    async savePending(record) {
      pending.set(hashKey(record.preimageHash), pendingSwapText(record));
    },
    async removePending(preimageHash) {
      pending.delete(hashKey(preimageHash));
    },
    async listPending() {
      return [...pending.values()].flatMap((text) => parsePendingSwap(text) ?? []).sort(newestFirst);
    },
  };
}

/** The part of the Web Storage API the store uses (window.localStorage has it). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

export const SWAP_STORAGE_PREFIX = "ceiba.boltz-swap.";
/** Pending records: a prefix of their own (not under SWAP_STORAGE_PREFIX), so no swap list ever reads one. */
export const PENDING_SWAP_STORAGE_PREFIX = "ceiba.boltz-pending.";

/**
 * A store over localStorage-like storage, one key per swap (`prefix` + id) and per pending record
 * (`pendingPrefix` + preimage hash). Unreadable entries are skipped, never deleted.
 */
export function createKeyValueSwapStore(
  storage: KeyValueStorage,
  prefix = SWAP_STORAGE_PREFIX,
  pendingPrefix = PENDING_SWAP_STORAGE_PREFIX,
): SwapStore {
  const keysWith = (start: string) => {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(start)) keys.push(key);
    }
    return keys;
  };
  return {
    async save(swap) {
      storage.setItem(`${prefix}${swap.id}`, refundFileOf(swap));
    },
    async get(id) {
      return readSwap(storage.getItem(`${prefix}${id}`));
    },
    async list() {
      return keysWith(prefix)
        .flatMap((key) => readSwap(storage.getItem(key)) ?? [])
        .sort(newestFirst);
    },
    async savePending(record) {
      storage.setItem(`${pendingPrefix}${hashKey(record.preimageHash)}`, pendingSwapText(record));
    },
    async removePending(preimageHash) {
      storage.removeItem(`${pendingPrefix}${hashKey(preimageHash)}`);
    },
    async listPending() {
      return keysWith(pendingPrefix)
        .flatMap((key) => {
          const text = storage.getItem(key);
          return (text === null ? undefined : parsePendingSwap(text)) ?? [];
        })
        .sort(newestFirst);
    },
  };
}
