import { useContext, useMemo } from "react";
import type { PublicClient } from "viem";
import { PublicClientContext } from "../../app/public-client";

/**
 * wagmi's public client for `chainId` (its HTTP transport batches at most 100 calls, as Rootstock needs),
 * or undefined while the wallet code (and so wagmi) has not loaded yet: the shell mounts wagmi after the
 * first paint (app/WalletBoundary), and pages that need no wallet (markets, home) render before that.
 * The wallet stack provides the clients through app/public-client's context (see there why not wagmi's).
 */
export function useAppPublicClient(chainId: number): PublicClient | undefined {
  const clientFor = useContext(PublicClientContext);
  return useMemo(() => clientFor?.(chainId), [clientFor, chainId]);
}
