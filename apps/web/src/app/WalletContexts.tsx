import type { ReactNode } from "react";
import { useStore } from "../shared/create-store";
import { WalletSessionContext } from "../wallet/session";
import { WalletInternalsContext } from "../wallet/wallet-internals";
import { placeholderSession } from "./placeholder-session";
import { useStableSession } from "./stable-session";
import { WalletConfigContext, walletStackStore } from "./wallet-stack-store";

/**
 * The wallet's contexts for the page: the placeholder session until the wallet code has published its
 * values (wallet-stack-store.ts), then the real ones; the session object changes only with its values
 * (stable-session.ts). Always the same providers, so the page below keeps
 * its components (and their state) when the wallet code arrives; only the values change.
 */
export function WalletContexts({ children }: { children: ReactNode }) {
  const values = useStore(walletStackStore, (current) => current);
  const session = useStableSession(values?.session ?? placeholderSession);
  return (
    <WalletSessionContext.Provider value={session}>
      <WalletInternalsContext.Provider value={values?.internals}>
        <WalletConfigContext.Provider value={values?.config}>{children}</WalletConfigContext.Provider>
      </WalletInternalsContext.Provider>
    </WalletSessionContext.Provider>
  );
}
