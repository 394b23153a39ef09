import type { SessionStatus } from "../wallet/session";
import { isSettled, sessionStore } from "../app/session-store";
import { uiStore } from "../shell/ui-store";
import { routeAfterConnect } from "./after-connect";
import { LANDING_PATH, PATHS } from "./paths";

/** The part of a data router this module drives. */
export interface NavigableRouter {
  readonly state: { readonly location: { readonly pathname: string } };
  navigate(to: string, options?: { replace?: boolean; state?: unknown }): Promise<void>;
}

/** Navigation state of the redirect made when the connect dialog is closed without connecting. */
export interface AfterConnectClosedState {
  afterConnectClosed: true;
}

export function isAfterConnectClosed(state: unknown): state is AfterConnectClosedState {
  return typeof state === "object" && state !== null && "afterConnectClosed" in state;
}

/**
 * Navigation driven by the wallet session, outside React:
 *   - when a user connects a wallet (disconnected → connected; a reconnection on load does not count),
 *     go to the dashboard unless routeAfterConnect says stay, or a held navigation is about to proceed;
 *   - when the connect dialog closes and no wallet connected, go to the savings section unless already
 *     there (which also cancels a held navigation) or on /auth (the dialog's "Email" goes there).
 * Returns the function that stops it.
 */
export function startSessionNavigation(router: NavigableRouter): () => void {
  let lastSettled: SessionStatus | undefined;
  let connectDialogWasOpen = uiStore.get().walletDialogs.connect;
  let closedWithoutWallet = false;

  const leaveAfterClose = () => {
    closedWithoutWallet = false;
    const state: AfterConnectClosedState = { afterConnectClosed: true };
    const here = router.state.location.pathname;
    // The dialog's "Email" leads to /auth, the sign-in page: closing it there is going somewhere, not leaving.
    if (here === PATHS.auth) return;
    if (here !== LANDING_PATH) void router.navigate(LANDING_PATH, { state });
    else if (uiStore.get().heldRoute) void router.navigate(LANDING_PATH, { replace: true, state });
  };

  const onSession = () => {
    const snapshot = sessionStore.get();
    if (!isSettled(snapshot)) return;
    const status = snapshot.session.status;
    if (status === "connected" && lastSettled === "disconnected" && !uiStore.get().heldRoute) {
      const target = routeAfterConnect(router.state.location.pathname);
      if (target !== undefined) void router.navigate(target);
    }
    if (closedWithoutWallet) {
      if (status === "disconnected") leaveAfterClose();
      else closedWithoutWallet = false;
    }
    lastSettled = status;
  };

  const onUi = () => {
    const open = uiStore.get().walletDialogs.connect;
    if (connectDialogWasOpen && !open) {
      closedWithoutWallet = true;
      onSession();
    }
    connectDialogWasOpen = open;
  };

  onSession();
  const stopSession = sessionStore.subscribe(onSession);
  const stopUi = uiStore.subscribe(onUi);
  return () => {
    stopSession();
    stopUi();
  };
}
