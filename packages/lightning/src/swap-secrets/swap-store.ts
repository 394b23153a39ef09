/**
 * Where swaps are kept. The web app keeps them in localStorage (createKeyValueSwapStore over
 * window.localStorage); tests and servers-side tools in memory. A swap is saved before any funds move and
 * again after every step, so a reload finds it where it was.
 */
import { parseRefundFile, refundFileOf } from "./refund-file";
import type { StoredSwap } from "./stored-swap";

export interface SwapStore {
  save(swap: StoredSwap): Promise<void>;
  get(id: string): Promise<StoredSwap | undefined>;
  /** Every stored swap, newest first. */
  list(): Promise<StoredSwap[]>;
}

const newestFirst = (a: StoredSwap, b: StoredSwap) => b.createdAt - a.createdAt;

export function createMemorySwapStore(): SwapStore {
  // Kept as refund-file text so that what is saved is exactly what a reload would read back.
  const swaps = new Map<string, string>();
  const read = (text: string | undefined) => {
    if (text === undefined) return undefined;
    const parsed = parseRefundFile(text);
    return parsed.ok ? parsed.swap : undefined;
  };
  return {
    async save(swap) {
      swaps.set(swap.id, refundFileOf(swap));
    },
    async get(id) {
      return read(swaps.get(id));
    },
    async list() {
      return [...swaps.values()].flatMap((text) => read(text) ?? []).sort(newestFirst);
    },
  };
}

/** The part of the Web Storage API the store uses (window.localStorage has it). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  key(index: number): string | null;
  readonly length: number;
}

export const SWAP_STORAGE_PREFIX = "ceiba.boltz-swap.";

/** A store over localStorage-like storage, one key per swap. Unreadable entries are skipped, never deleted. */
export function createKeyValueSwapStore(storage: KeyValueStorage, prefix = SWAP_STORAGE_PREFIX): SwapStore {
  const read = (text: string | null) => {
    if (text === null) return undefined;
    const parsed = parseRefundFile(text);
    return parsed.ok ? parsed.swap : undefined;
  };
  return {
    async save(swap) {
      storage.setItem(`${prefix}${swap.id}`, refundFileOf(swap));
    },
    async get(id) {
      return read(storage.getItem(`${prefix}${id}`));
    },
    async list() {
      const found: StoredSwap[] = [];
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (key?.startsWith(prefix)) {
          const swap = read(storage.getItem(key));
          if (swap) found.push(swap);
        }
      }
      return found.sort(newestFirst);
    },
  };
}
