import { useMemo, type ReactNode } from "react";
import type { PublicClient } from "viem";
import { WagmiContext, type Config } from "wagmi";
import { getPublicClient } from "wagmi/actions";
import { PublicClientContext } from "../app/public-client";
import { WalletConfigContext } from "../app/wallet-stack-store";
import { wagmiConfig, type WalletConfig } from "./wagmi-config";
import { WalletSessionProvider } from "./WalletSessionProvider";

export { PublishWalletValues } from "./PublishWalletValues";

/**
 * wagmi's context and the wallet session, for the shell's lazily loaded wallet boundary (which renders
 * PublishWalletValues inside it, beside the page rather than around it). wagmi's context is
 * provided directly rather than through WagmiProvider: WagmiProvider's Hydrate calls wagmi's reconnect on
 * every render, which would reconnect whichever wallet still authorises the site; the session restores
 * the stored session only (app-shell §4) and does so itself.
 */
export function WalletStack({ children, config = wagmiConfig }: { children: ReactNode; config?: WalletConfig }) {
  return (
    <WagmiContext.Provider value={config}>
      <WalletConfigContext.Provider value={config}>
        <PublicClientsProvider config={config}>
          <WalletSessionProvider>{children}</WalletSessionProvider>
        </PublicClientsProvider>
      </WalletConfigContext.Provider>
    </WagmiContext.Provider>
  );
}

/** wagmi's public clients for the pages (app/public-client.ts), from a wagmi config. */
export function PublicClientsProvider({ config, children }: { config: Config | undefined; children: ReactNode }) {
  const clientFor = useMemo(
    () =>
      config &&
      // wagmi types the client by the config's chains; the lending code needs viem's general PublicClient
      // (what @ceiba/sdk takes), which this client is.
      ((chainId: number) => getPublicClient(config, { chainId }) as PublicClient | undefined),
    [config],
  );
  return <PublicClientContext.Provider value={clientFor}>{children}</PublicClientContext.Provider>;
}
