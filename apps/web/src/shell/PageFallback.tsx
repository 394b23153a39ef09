import Box from "@mui/material/Box";
import { useWalletSession } from "../wallet/session";
import { ConnectWalletPrompt } from "./ConnectWalletPrompt";
import { useUi } from "./ui-store";

/**
 * What the page area shows while the first route is not ready: its code is loading, or (a held
 * navigation on a direct entry) it waits for a wallet, in which case the connect prompt shows.
 */
export function PageFallback() {
  const held = useUi((state) => state.heldRoute);
  const session = useWalletSession();
  if (held !== undefined && session.status === "disconnected") return <ConnectWalletPrompt />;
  return <Box sx={{ minHeight: "50vh" }} aria-busy="true" />;
}
