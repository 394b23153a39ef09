import { createStore, useStore } from "../shared/create-store";

/**
 * True once the wallet code (wagmi and the wallet folder's providers) is mounted. Components that use wagmi
 * hooks directly, such as the wallet folder's dialogs and banners, render only then.
 */
export const walletStackStore = createStore(false);

export function useWalletStackReady(): boolean {
  return useStore(walletStackStore, (ready) => ready);
}
