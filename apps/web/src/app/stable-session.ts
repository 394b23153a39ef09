import { useMemo, useRef } from "react";
import type { WalletSession } from "../wallet/session";

type SessionValues = Omit<
  WalletSession,
  "openConnect" | "disconnect" | "switchToAppChain" | "refreshBalance" | "openExportKey"
>;

/** The session's values (what a page can show); its functions are the rest. */
function valuesOf(session: WalletSession): SessionValues {
  return {
    status: session.status,
    address: session.address,
    chainId: session.chainId,
    appChainId: session.appChainId,
    walletKind: session.walletKind,
    walletName: session.walletName,
    wrongNetwork: session.wrongNetwork,
    canExportKey: session.canExportKey,
    walletId: session.walletId,
    userId: session.userId,
    nativeBalance: session.nativeBalance,
    termsAccepted: session.termsAccepted,
  };
}

/**
 * The session the pages see: a new object only when one of its values changes (or an optional function
 * appears), its functions always calling the latest session's. The wallet code's arrival replaces the
 * placeholder session with the real one, which for a visitor holds the same values: without this, every
 * component that reads the session (the whole page) would render again for nothing, in one long task
 * while the page starts.
 */
export function useStableSession(session: WalletSession): WalletSession {
  const latest = useRef(session);
  latest.current = session;
  const values = valuesOf(session);
  const hasRefresh = session.refreshBalance !== undefined;
  const hasExportKey = session.openExportKey !== undefined;
  return useMemo(
    () => ({
      ...valuesOf(latest.current),
      openConnect: () => latest.current.openConnect(),
      disconnect: () => latest.current.disconnect(),
      switchToAppChain: () => latest.current.switchToAppChain(),
      refreshBalance: hasRefresh ? () => latest.current.refreshBalance?.() ?? Promise.resolve() : undefined,
      openExportKey: hasExportKey ? () => latest.current.openExportKey?.() : undefined,
    }),
    // The values decide, not the session object: a same-valued session keeps the same object.
    [...Object.values(values), hasRefresh, hasExportKey],
  );
}
