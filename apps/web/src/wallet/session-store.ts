import type { WalletState } from "./wallet-state";

/** A minimal external store (useSyncExternalStore): the wallet state, outside React and without wagmi. */
export interface SessionStore {
  getState(): WalletState;
  setState(patch: Partial<WalletState> | ((state: WalletState) => Partial<WalletState>)): void;
  subscribe(listener: () => void): () => void;
}

export function createSessionStore(initial: WalletState): SessionStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    setState(patch) {
      const changes = typeof patch === "function" ? patch(state) : patch;
      const keys = Object.keys(changes) as (keyof WalletState)[];
      if (keys.every((key) => Object.is(state[key], changes[key]))) return;
      state = { ...state, ...changes };
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
