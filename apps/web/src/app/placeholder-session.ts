import { readStoredSession } from "../wallet/browser-storage";
import type { WalletSession } from "../wallet/session";
import { APP_CHAIN_ID } from "../config/app-chain";
import { demandWalletStack } from "./wallet-demand";

/**
 * The session the shell sees while the wallet code (wagmi, connectors) is still downloading. Its status is
 * the one the real session starts with (wallet-state's initialWalletState): "reconnecting" when a session
 * is stored (app-shell §4 restores it), else "disconnected", so that a first visit shows the connect prompt
 * at once instead of a skeleton that waits for the wallet code. Route loaders still wait for the real
 * session (session-store's isSettled). A click on "connect" asks for the wallet code (wallet-demand.ts), and
 * is remembered and replayed as soon as the real session exists (see SessionMirror / WalletBoundary).
 */
let connectRequested = false;

export function takeConnectRequest(): boolean {
  const requested = connectRequested;
  connectRequested = false;
  return requested;
}

export const placeholderSession: WalletSession = {
  status: readStoredSession() === undefined ? "disconnected" : "reconnecting",
  address: undefined,
  chainId: undefined,
  appChainId: APP_CHAIN_ID,
  walletKind: undefined,
  walletName: undefined,
  wrongNetwork: false,
  canExportKey: false,
  openConnect: () => {
    connectRequested = true;
    demandWalletStack();
  },
  disconnect: async () => {},
  switchToAppChain: async () => {},
};
