import { lazy, Suspense, useContext, useState, useSyncExternalStore } from "react";
import { RegionGate } from "../region/RegionGate";
import { useUi } from "../shell/ui-store";
import { hardwareAccountRequests } from "./connectors/hardware/hardware-account-requests";
import { walletConnectPairings } from "./connectors/walletconnect/walletconnect-pairings";
import { useWalletState, WalletInternalsContext } from "./wallet-internals";

/**
 * What the layout renders for the wallet session: `<WalletDialogs />` (the region gate, the wallet's
 * dialogs and its notice) and `<WalletBanners />` (wrong network, local faucet). Each dialog and banner is
 * downloaded the first time it shows, so none of them is in the first route's code. Before the wallet code
 * has loaded (no session internals yet) only the region gate runs.
 */
const ConnectWalletDialog = lazy(() =>
  import("./dialogs/ConnectWalletDialog").then((m) => ({ default: m.ConnectWalletDialog })),
);
const TermsDialog = lazy(() => import("../terms/TermsDialog").then((m) => ({ default: m.TermsDialog })));
const ExportKeyDialog = lazy(() => import("./dialogs/ExportKeyDialog").then((m) => ({ default: m.ExportKeyDialog })));
const DisconnectionAlert = lazy(() =>
  import("./dialogs/DisconnectionAlert").then((m) => ({ default: m.DisconnectionAlert })),
);
const WalletGuideDialog = lazy(() =>
  import("./dialogs/WalletGuideDialog").then((m) => ({ default: m.WalletGuideDialog })),
);
const HardwareAccountDialog = lazy(() =>
  import("./connectors/hardware/HardwareAccountDialog").then((m) => ({ default: m.HardwareAccountDialog })),
);
const WalletConnectDialog = lazy(() =>
  import("./connectors/walletconnect/WalletConnectDialog").then((m) => ({ default: m.WalletConnectDialog })),
);
const WalletNotice = lazy(() => import("./dialogs/WalletNotice").then((m) => ({ default: m.WalletNotice })));
const WrongNetworkBanner = lazy(() =>
  import("./banners/WrongNetworkBanner").then((m) => ({ default: m.WrongNetworkBanner })),
);
const FaucetBanner = lazy(() => import("./banners/FaucetBanner").then((m) => ({ default: m.FaucetBanner })));

/** True from the first time `open` is true: a dialog stays mounted after that so that it can animate out. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

function WalletDialogHost() {
  const state = useWalletState();
  const exportKeyOpen = useUi((ui) => ui.exportKeyOpen) && state.canExportKey;
  const connect = useOpenedOnce(state.dialog === "connect");
  const terms = useOpenedOnce(state.dialog === "terms");
  const exportKey = useOpenedOnce(exportKeyOpen);
  const disconnected = useOpenedOnce(state.dialog === "disconnected");
  const guide = useOpenedOnce(state.dialog === "walletGuide");
  const hardwareRequest = useSyncExternalStore(hardwareAccountRequests.subscribe, hardwareAccountRequests.current);
  const hardwareAccounts = useOpenedOnce(hardwareRequest !== undefined);
  const pairing = useSyncExternalStore(walletConnectPairings.subscribe, walletConnectPairings.current);
  const walletConnect = useOpenedOnce(pairing !== undefined);
  return (
    <Suspense fallback={null}>
      {connect && <ConnectWalletDialog open={state.dialog === "connect"} />}
      {terms && <TermsDialog open={state.dialog === "terms"} />}
      {exportKey && <ExportKeyDialog open={exportKeyOpen} />}
      {disconnected && <DisconnectionAlert open={state.dialog === "disconnected"} />}
      {guide && <WalletGuideDialog open={state.dialog === "walletGuide"} />}
      {hardwareAccounts && <HardwareAccountDialog requests={hardwareAccountRequests} />}
      {walletConnect && <WalletConnectDialog pairings={walletConnectPairings} />}
      {state.notice !== undefined && <WalletNotice notice={state.notice} />}
    </Suspense>
  );
}

export function WalletDialogs() {
  const internals = useContext(WalletInternalsContext);
  return (
    <>
      <RegionGate />
      {internals && <WalletDialogHost />}
    </>
  );
}

function WalletBannerHost() {
  const state = useWalletState();
  return (
    <Suspense fallback={null}>
      {state.wrongNetwork && <WrongNetworkBanner />}
      {state.faucet.status !== "idle" && <FaucetBanner />}
    </Suspense>
  );
}

export function WalletBanners() {
  const internals = useContext(WalletInternalsContext);
  return internals ? <WalletBannerHost /> : null;
}
