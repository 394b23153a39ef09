import { useContext, useMemo } from "react";
import type { PublicClient } from "viem";
import { WagmiContext } from "wagmi";
import { getPublicClient } from "wagmi/actions";

/**
 * wagmi's public client for `chainId` (its HTTP transport batches at most 100 calls, as Rootstock needs),
 * or undefined while the wallet code (and so wagmi) has not loaded yet: the shell mounts wagmi after the
 * first paint (app/WalletBoundary), and pages that need no wallet (markets, home) render before that.
 * It is wagmi's `usePublicClient({ chainId })` without the throw when there is no wagmi yet.
 */
export function useAppPublicClient(chainId: number): PublicClient | undefined {
  const config = useContext(WagmiContext);
  return useMemo(() => {
    if (!config) return undefined;
    // wagmi types the client by the registered config's chains; the lending code needs viem's general
    // PublicClient (what @ceiba/sdk takes), which this client is.
    return getPublicClient(config, { chainId: chainId as (typeof config)["chains"][number]["id"] }) as
      PublicClient | undefined;
  }, [config, chainId]);
}
