import { useLayoutEffect } from "react";
import { useWalletSession } from "../wallet/session";
import { sessionStore } from "./session-store";

/** Copies the wallet session into `sessionStore` for the route loaders. Renders nothing. */
export function SessionMirror({ ready }: { ready: boolean }) {
  const session = useWalletSession();
  useLayoutEffect(() => {
    sessionStore.set({ session, ready });
  }, [session, ready]);
  return null;
}
