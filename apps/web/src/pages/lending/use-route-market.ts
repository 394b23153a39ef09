import { useParams } from "react-router";
import { findMarket, type AppMarket } from "../../markets/app-markets";
import { useWalletSession } from "../../wallet/session";

/** The market named by the route's :id on the app's chain, and the id as written. */
export function useRouteMarket(): { id: string; market: AppMarket | undefined } {
  const { id = "" } = useParams();
  const session = useWalletSession();
  return { id, market: findMarket(session.appChainId, id) };
}
