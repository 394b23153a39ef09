import { DEFAULT_CHAIN_ID, isSupportedChainId, LOCAL_CHAIN_ID, type ChainId } from "@ceiba/core";
import { useMemo, useState, type ReactNode } from "react";
import { useAccount, useConnect, useDisconnect, useSwitchChain } from "wagmi";
import { WalletSessionContext, type WalletSession } from "./session";

/** The app's chain: VITE_CEIBA_DEFAULT_CHAIN_ID, else 1337 when served by the local stack, else 31. */
function appChainId(): ChainId {
  const configured = Number(import.meta.env.VITE_CEIBA_DEFAULT_CHAIN_ID);
  if (isSupportedChainId(configured)) return configured;
  const local = ["127.0.0.1", "localhost"].includes(window.location.hostname);
  return local ? LOCAL_CHAIN_ID : DEFAULT_CHAIN_ID;
}

/** Provides the wallet session from wagmi's account state. */
export function WalletSessionProvider({ children }: { children: ReactNode }) {
  const account = useAccount();
  const { connectors, connectAsync } = useConnect();
  const { disconnectAsync } = useDisconnect();
  const { switchChainAsync } = useSwitchChain();
  const [chain] = useState(appChainId);

  const session = useMemo<WalletSession>(
    () => ({
      status: account.status,
      address: account.address,
      chainId: account.chainId,
      appChainId: chain,
      walletKind: account.connector ? "browser" : undefined,
      walletName: account.connector?.name,
      wrongNetwork: account.status === "connected" && account.chainId !== chain,
      canExportKey: false,
      openConnect: () => {
        const first = connectors[0];
        if (first) void connectAsync({ connector: first, chainId: chain });
      },
      disconnect: async () => {
        await disconnectAsync();
      },
      switchToAppChain: async () => {
        await switchChainAsync({ chainId: chain });
      },
    }),
    [account, chain, connectors, connectAsync, disconnectAsync, switchChainAsync],
  );
  return <WalletSessionContext.Provider value={session}>{children}</WalletSessionContext.Provider>;
}
