import type { ReactNode } from "react";
import { WagmiContext } from "wagmi";
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
        <WalletSessionProvider>{children}</WalletSessionProvider>
      </WalletConfigContext.Provider>
    </WagmiContext.Provider>
  );
}
