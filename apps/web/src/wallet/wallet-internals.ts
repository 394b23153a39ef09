import { createContext, useContext, useSyncExternalStore } from "react";
import type { WalletActions } from "./controller/wallet-controller";
import type { SessionStore } from "./session-store";
import type { WalletState } from "./wallet-state";

/** What the wallet folder's own dialogs and banners read beyond the public session. */
export interface WalletInternals {
  store: SessionStore;
  actions: WalletActions;
}

export const WalletInternalsContext = createContext<WalletInternals | undefined>(undefined);

export function useWalletInternals(): WalletInternals {
  const internals = useContext(WalletInternalsContext);
  if (!internals) throw new Error("useWalletInternals outside WalletSessionProvider");
  return internals;
}

/** The full wallet state (re-renders on every change: for the wallet folder's small components). */
export function useWalletState(): WalletState {
  const { store } = useWalletInternals();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

export function useWalletActions(): WalletActions {
  return useWalletInternals().actions;
}
