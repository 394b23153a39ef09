import { redirect, type LoaderFunctionArgs } from "react-router";
import { isConnected, isSettled, waitForSession } from "../app/session-store";
import { demandWalletStack } from "../app/wallet-demand";
import { setHeldRoute, uiStore } from "../shell/ui-store";
import { isFirstLoad } from "./initial-load";
import { isXusdMarketRouteId } from "../markets/market-route-id";
import { PATHS } from "./paths";
import { walletAreaOf, type WalletArea } from "./wallet-area";

/**
 * The loader of a wallet-required route (app-shell §2 navigation rules). It waits until the wallet session
 * is known (the wallet code loaded, no reconnection running), then:
 *   - connected: the navigation proceeds;
 *   - a first-load direct entry to /balance without a wallet: redirect to /;
 *   - otherwise the connect dialog opens and the navigation is held (the current page stays, the wanted
 *     area is remembered in `heldRoute`) until a wallet connects; then it proceeds. Another navigation
 *     (such as closing the dialog) cancels it.
 * Deposit and borrow routes of the XUSD market redirect to /home before anything else.
 */
export function walletLoader(area: WalletArea) {
  return async ({ request, params }: LoaderFunctionArgs): Promise<null> => {
    if ((area === "deposits" || area === "borrows") && isXusdMarketRouteId(params.id)) {
      throw redirect(PATHS.home);
    }
    const firstLoad = isFirstLoad();
    demandWalletStack(); // the session is known only to the wallet code
    const snapshot = await waitForSession(isSettled, request.signal);
    if (isConnected(snapshot)) return null;
    if (area === "balance" && firstLoad) throw redirect("/");

    const url = new URL(request.url);
    const held = { area: walletAreaOf(url.pathname) ?? area, path: `${url.pathname}${url.search}` };
    setHeldRoute(held);
    snapshot?.session.openConnect();
    try {
      await waitForSession(isConnected, request.signal);
    } finally {
      if (uiStore.get().heldRoute === held) setHeldRoute(undefined);
    }
    return null;
  };
}
