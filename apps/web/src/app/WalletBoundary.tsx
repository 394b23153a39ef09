import { useEffect, useState, type ReactNode } from "react";
import { useStore } from "../shared/create-store";
import { nextTask } from "../shared/next-task";
import { useWalletSession } from "../wallet/session";
import { afterNextPaint } from "./after-first-route";
import { takeConnectRequest } from "./placeholder-session";
import { SessionMirror } from "./SessionMirror";
import { openShellDialogs } from "./shell-dialogs-gate";
import { WalletContexts } from "./WalletContexts";
import { walletStackStore } from "./wallet-stack-store";

type StackModule = typeof import("../wallet/WalletStack");

let stackModule: Promise<StackModule> | undefined;

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

/**
 * Provides the wallet session: a placeholder (see placeholder-session.ts) until the wallet code has loaded,
 * then the real one. The wallet code starts downloading when `start` resolves (App.tsx: once the first
 * route's page is on screen with a stored session to restore, else when asked for: app/wallet-demand.ts).
 * It is mounted beside the page, not around it, and publishes its values to the page's providers
 * (WalletContexts.tsx), so the page is not mounted again when it arrives; then the shell's dialogs may
 * mount (shell-dialogs-gate.ts). Running the wallet code, mounting it and mounting the dialogs are separate
 * tasks, so that none blocks the page for long.
 */
export function WalletBoundary({ children, start }: { children: ReactNode; start: Promise<unknown> }) {
  const [stack, setStack] = useState<StackModule | undefined>(undefined);
  const ready = useStore(walletStackStore, (values) => values !== undefined);
  useEffect(() => {
    let live = true;
    void start
      .then(loadWalletStack)
      .then((module) => nextTask().then(() => module))
      .then(
        (module) => {
          if (live) setStack(module);
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
    if (ready) afterNextPaint(openShellDialogs);
  }, [ready]);

  return (
    <>
      <WalletContexts>
        <SessionMirror ready={ready} />
        {children}
      </WalletContexts>
      {stack ? (
        <stack.WalletStack>
          <stack.PublishWalletValues />
          <PendingConnect />
        </stack.WalletStack>
      ) : null}
    </>
  );
}
