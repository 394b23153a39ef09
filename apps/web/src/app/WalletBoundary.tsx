import { useEffect, useState, type ComponentType, type ReactNode } from "react";
import { WalletSessionContext, useWalletSession } from "../wallet/session";
import { placeholderSession, takeConnectRequest } from "./placeholder-session";
import { SessionMirror } from "./SessionMirror";
import { walletStackStore } from "./wallet-stack-store";

type Stack = ComponentType<{ children: ReactNode }>;

// Starts downloading at once, in parallel with the first route's page.
const stackModule = import("../wallet/WalletStack");

/** Replays a connect click made while the wallet code was loading. */
function PendingConnect() {
  const session = useWalletSession();
  useEffect(() => {
    if (takeConnectRequest()) session.openConnect();
  }, [session]);
  return null;
}

/**
 * Provides the wallet session: a placeholder (status "reconnecting") until the wallet code has loaded, then
 * the real one. The children are mounted again once when the real session arrives (a different provider
 * tree), which happens before anyone can interact with the page.
 */
export function WalletBoundary({ children }: { children: ReactNode }) {
  const [stack, setStack] = useState<Stack | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void stackModule.then((module) => {
      if (!live) return;
      setStack(() => module.WalletStack);
      walletStackStore.set(true);
    });
    return () => {
      live = false;
    };
  }, []);

  if (stack === undefined) {
    return (
      <WalletSessionContext.Provider value={placeholderSession}>
        <SessionMirror ready={false} />
        {children}
      </WalletSessionContext.Provider>
    );
  }
  const Loaded = stack;
  return (
    <Loaded>
      <SessionMirror ready />
      <PendingConnect />
      {children}
    </Loaded>
  );
}
