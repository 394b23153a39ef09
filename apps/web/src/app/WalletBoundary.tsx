import { useEffect, useState, type ComponentType, type ReactNode } from "react";
import { WalletSessionContext, useWalletSession } from "../wallet/session";
import { afterNextPaint } from "./after-first-route";
import { placeholderSession, takeConnectRequest } from "./placeholder-session";
import { SessionMirror } from "./SessionMirror";
import { shellDialogsGate } from "./shell-dialogs-gate";
import { walletStackStore } from "./wallet-stack-store";

type Stack = ComponentType<{ children: ReactNode }>;

let stackModule: Promise<typeof import("../wallet/WalletStack")> | undefined;

/** The wallet code (wagmi, viem, the connectors: the app's largest chunk), downloaded once. */
function loadWalletStack() {
  stackModule ??= import("../wallet/WalletStack");
  return stackModule;
}

/** Replays a connect click made while the wallet code was loading. */
function PendingConnect() {
  const session = useWalletSession();
  useEffect(() => {
    if (takeConnectRequest()) session.openConnect();
  }, [session]);
  return null;
}

const nextTask = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 0));
const openShellDialogs = () => shellDialogsGate.set(true);

/**
 * Provides the wallet session: a placeholder (see placeholder-session.ts) until the wallet code has loaded,
 * then the real one. The wallet code starts downloading when `start` resolves (App.tsx: once the first
 * route's page is on screen). The children are mounted again once when the real session arrives (a
 * different provider tree); then the shell's dialogs may mount (shell-dialogs-gate.ts). Running the wallet
 * code, mounting it and mounting the dialogs are separate tasks, so that none blocks the page for long.
 */
export function WalletBoundary({ children, start }: { children: ReactNode; start: Promise<unknown> }) {
  const [stack, setStack] = useState<Stack | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void start
      .then(loadWalletStack)
      .then(nextTask)
      .then(
        (module) => {
          if (!live) return;
          setStack(() => module.WalletStack);
          walletStackStore.set(true);
        },
        (error: unknown) => {
          openShellDialogs(); // the dialogs do not need the wallet code (the server-error one may be needed now)
          throw error;
        },
      );
    return () => {
      live = false;
    };
  }, [start]);
  useEffect(() => {
    if (stack !== undefined) afterNextPaint(openShellDialogs);
  }, [stack]);

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
