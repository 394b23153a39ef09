import type { WalletSession } from "../wallet/session";
import { APP_CHAIN_ID } from "../config/app-chain";

/**
 * The session the shell sees while the wallet code (wagmi, connectors) is still downloading: not connected
 * yet and not known to be disconnected either. A click on "connect" is remembered and replayed as soon as
 * the real session exists (see SessionMirror / WalletBoundary).
 */
let connectRequested = false;

export function takeConnectRequest(): boolean {
  const requested = connectRequested;
  connectRequested = false;
  return requested;
}

export const placeholderSession: WalletSession = {
  status: "reconnecting",
  address: undefined,
  chainId: undefined,
  appChainId: APP_CHAIN_ID,
  walletKind: undefined,
  walletName: undefined,
  wrongNetwork: false,
  canExportKey: false,
  openConnect: () => {
    connectRequested = true;
  },
  disconnect: async () => {},
  switchToAppChain: async () => {},
};
