import { useContext, useLayoutEffect } from "react";
import { WalletConfigContext, walletStackStore } from "../app/wallet-stack-store";
import { useWalletSession } from "./session";
import { useWalletInternals } from "./wallet-internals";

/**
 * Publishes the wallet stack's values (session, internals, wagmi's config) to the
 * page's providers (app/WalletContexts.tsx), from inside WalletStack; withdraws them when unmounted.
 * Renders nothing.
 */
export function PublishWalletValues() {
  const session = useWalletSession();
  const internals = useWalletInternals();
  const config = useContext(WalletConfigContext);
  useLayoutEffect(() => {
    if (config) walletStackStore.set({ session, internals, config });
  }, [session, internals, config]);
  useLayoutEffect(() => () => walletStackStore.set(undefined), []);
  return null;
}
