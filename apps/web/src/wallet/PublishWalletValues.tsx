import { useContext, useLayoutEffect } from "react";
import { PublicClientContext } from "../app/public-client";
import { WalletConfigContext, walletStackStore } from "../app/wallet-stack-store";
import { useWalletSession } from "./session";
import { useWalletInternals } from "./wallet-internals";

/**
 * Publishes the wallet stack's values (session, internals, wagmi's config, the public clients) to the
 * page's providers (app/WalletContexts.tsx), from inside WalletStack; withdraws them when unmounted.
 * Renders nothing.
 */
export function PublishWalletValues() {
  const session = useWalletSession();
  const internals = useWalletInternals();
  const clientFor = useContext(PublicClientContext);
  const config = useContext(WalletConfigContext);
  useLayoutEffect(() => {
    if (config) walletStackStore.set({ session, internals, config, clientFor });
  }, [session, internals, config, clientFor]);
  useLayoutEffect(() => () => walletStackStore.set(undefined), []);
  return null;
}
