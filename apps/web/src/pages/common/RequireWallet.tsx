import Box from "@mui/material/Box";
import { useEffect, useRef, type ReactNode } from "react";
import { useLocation } from "react-router";
import { isAfterConnectClosed } from "../../routes/session-navigation";
import { ConnectWalletPrompt } from "../../shell/ConnectWalletPrompt";
import { useWalletSession } from "../../wallet/session";

/**
 * Shows its children only with a connected wallet; otherwise the connect prompt (a wallet disconnected on
 * the page, or a page entered without one). With `autoOpen` (the home sections) the connect dialog also
 * opens on entering the page without a wallet, once per entry, unless the entry is the redirect made when
 * that dialog was closed.
 */
export function RequireWallet({ children, autoOpen = false }: { children: ReactNode; autoOpen?: boolean }) {
  const session = useWalletSession();
  const location = useLocation();
  const handledEntry = useRef<string | undefined>(undefined);
  const { status, openConnect } = session;

  useEffect(() => {
    if (!autoOpen || handledEntry.current === location.key) return;
    if (status === "connected") handledEntry.current = location.key;
    if (status !== "disconnected") return;
    handledEntry.current = location.key;
    if (!isAfterConnectClosed(location.state)) openConnect();
  }, [autoOpen, status, openConnect, location.key, location.state]);

  if (status === "connected" && session.address !== undefined) return <>{children}</>;
  if (status === "disconnected") return <ConnectWalletPrompt />;
  return <Box sx={{ minHeight: "40vh" }} aria-busy="true" />;
}
