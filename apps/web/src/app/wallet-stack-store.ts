import { createContext } from "react";
import type { Config } from "wagmi";
import { createStore, useStore } from "../shared/create-store";
import type { WalletSession } from "../wallet/session";
import type { WalletInternals } from "../wallet/wallet-internals";

/** What the loaded wallet code provides to the page (WalletContexts.tsx hands it down as contexts). */
export interface WalletStackValues {
  session: WalletSession;
  internals: WalletInternals;
  config: Config;
}

/**
 * The mounted wallet code's values, published by the wallet folder's PublishWalletValues; undefined until
 * then. The page's providers read them from here instead of being wrapped by the wallet code, so that the
 * page is not mounted a second time when that code arrives (WalletBoundary.tsx).
 */
export const walletStackStore = createStore<WalletStackValues | undefined>(undefined);

/**
 * True once the wallet code (wagmi and the wallet folder's providers) is mounted. Components that use the
 * wallet's internals, such as the wallet folder's dialogs and banners, render only then.
 */
export function useWalletStackReady(): boolean {
  return useStore(walletStackStore, (values) => values !== undefined);
}

/**
 * wagmi's config, for the few hooks that call wagmi's actions (sending a transaction, adding a token).
 * Our own context rather than wagmi's: importing wagmi's would put wagmi in the first route's code.
 */
export const WalletConfigContext = createContext<Config | undefined>(undefined);
