import { PATHS } from "../routes/paths";
import { readStoredSession } from "../wallet/browser-storage";
import { insideXoWallet } from "../wallet/connectors/xo/xo-detect";

/**
 * When the wallet code (wagmi, the connectors: the app's largest chunk, and its slowest start) is needed.
 * A returning user with a stored session needs it at once, after the first page: the session is restored
 * (app-shell §4). Anyone else needs it only when they connect or open a wallet route; until then their
 * session is the placeholder's "disconnected", which it would be anyway, since only a stored session is
 * ever restored. The page reads the markets without it (read-clients.ts). Inside the XO wallet's app (its
 * global, or /home/xo, the view it opens, where the global may come later) the wallet connects by itself.
 */
export function walletNeededAtStart(): boolean {
  if (readStoredSession() !== undefined || insideXoWallet()) return true;
  return typeof window !== "undefined" && window.location.pathname === PATHS.xo;
}

let demand = () => {};

/** Resolves when something asks for the wallet code (demandWalletStack). */
export const walletDemanded = new Promise<void>((resolve) => (demand = resolve));

/** Asks for the wallet code: a click on connect (placeholder-session.ts), a wallet route's loader. */
export function demandWalletStack(): void {
  demand();
}
