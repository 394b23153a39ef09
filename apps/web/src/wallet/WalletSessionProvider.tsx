import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { useConfig } from "wagmi";
import { APP_CHAIN_ID } from "../config/app-chain";
import { reportServerError, setExportKeyOpen, setWalletDialogOpen } from "../shell/ui-store";
import { readStoredSession } from "./browser-storage";
import { createWalletController, type WalletControllerDeps } from "./controller/wallet-controller";
import { WalletSessionContext, type WalletSession } from "./session";
import { createSessionStore } from "./session-store";
import { WalletInternalsContext, type WalletInternals } from "./wallet-internals";
import { initialWalletState } from "./wallet-state";

type ControllerOptions = Omit<WalletControllerDeps, "config" | "store" | "queryClient" | "appChainId">;

/**
 * Provides the wallet session (session.ts) from wagmi's state, through the wallet controller. Lives under
 * wagmi's context (WalletStack) and TanStack Query's. `options` exists for the tests.
 */
export function WalletSessionProvider({ children, options }: { children: ReactNode; options?: ControllerOptions }) {
  const config = useConfig();
  const queryClient = useQueryClient();
  const [{ internals, start }] = useState(() => {
    const store = createSessionStore(initialWalletState(APP_CHAIN_ID, readStoredSession() !== undefined));
    const controller = createWalletController({
      reportServerError,
      ...options,
      config,
      store,
      queryClient,
      appChainId: APP_CHAIN_ID,
    });
    const value: WalletInternals = { store, actions: controller.actions };
    return { internals: value, start: controller.start };
  });
  const { store, actions } = internals;
  useEffect(() => start(), [start]);

  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);

  // The shell keeps the install prompt away from these dialogs and holds navigation while they are open.
  useEffect(() => {
    setWalletDialogOpen("connect", state.dialog === "connect");
    setWalletDialogOpen("terms", state.dialog === "terms");
  }, [state.dialog]);
  useEffect(() => {
    if (!state.canExportKey) setExportKeyOpen(false);
  }, [state.canExportKey]);

  const session = useMemo<WalletSession>(
    () => ({
      status: state.status,
      address: state.address,
      chainId: state.chainId,
      appChainId: state.appChainId,
      walletKind: state.walletKind,
      walletName: state.walletName,
      wrongNetwork: state.wrongNetwork,
      canExportKey: state.canExportKey,
      openConnect: actions.openConnect,
      disconnect: () => actions.disconnect("user"),
      switchToAppChain: actions.switchToAppChain,
      walletId: state.walletId,
      userId: state.userId,
      nativeBalance: state.nativeBalance,
      termsAccepted: state.termsAccepted,
      refreshBalance: actions.refreshBalance,
      openExportKey: () => {
        if (state.canExportKey) setExportKeyOpen(true);
      },
    }),
    [state, actions],
  );
  return (
    <WalletSessionContext.Provider value={session}>
      <WalletInternalsContext.Provider value={internals}>{children}</WalletInternalsContext.Provider>
    </WalletSessionContext.Provider>
  );
}
