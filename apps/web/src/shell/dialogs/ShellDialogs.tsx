import type { ReactNode } from "react";
import { InstallPromptTrigger } from "../../pwa/InstallPromptTrigger";
import { useOpenedOnce } from "../../shared/use-opened-once";
import { useUi, type UiState } from "../ui-store";
import { InitialLoadingDialog } from "./InitialLoadingDialog";
import { InstallAppDialog } from "./InstallAppDialog";
import { LandingLinksDialog } from "./LandingLinksDialog";
import { MobileAccountDialog } from "./MobileAccountDialog";
import { NewContentDialog } from "./NewContentDialog";
import { QrAddressDialog } from "./QrAddressDialog";
import { ServerErrorDialog } from "./ServerErrorDialog";
import { TransactionToasts } from "./TransactionToasts";

/**
 * A dialog that opens on request, mounted from the first request on (and kept, so that closing plays its
 * transition). Mounted all at once at start-up, the shell's dialogs made one long task after the first page.
 */
function WhenRequested({ requested, children }: { requested: (state: UiState) => boolean; children: ReactNode }) {
  return useOpenedOnce(useUi(requested)) ? children : null;
}

const installRequested = (state: UiState) => state.installPromptOpen;
const landingLinksRequested = (state: UiState) => state.landingLinksOpen;
const qrRequested = (state: UiState) => state.qrOpen;
const mobileAccountRequested = (state: UiState) => state.mobileDisconnectOpen;
const newContentRequested = (state: UiState) => state.newContentAvailable;

/**
 * Every dialog of the shell and the toasts, in one chunk loaded after the first paint. Mounted at once: the
 * toasts' live region (a screen reader announces what arrives in a region already in the page), and the
 * parts that keep time from when they mount (the install prompt's 3 s after a connection, the loading
 * dialog's delay) or open without a request (the server error); the rest when first asked for.
 */
export default function ShellDialogs() {
  return (
    <>
      <TransactionToasts />
      <InstallPromptTrigger />
      <InitialLoadingDialog />
      <ServerErrorDialog />
      <WhenRequested requested={installRequested}>
        <InstallAppDialog />
      </WhenRequested>
      <WhenRequested requested={landingLinksRequested}>
        <LandingLinksDialog />
      </WhenRequested>
      <WhenRequested requested={qrRequested}>
        <QrAddressDialog />
      </WhenRequested>
      <WhenRequested requested={mobileAccountRequested}>
        <MobileAccountDialog />
      </WhenRequested>
      <WhenRequested requested={newContentRequested}>
        <NewContentDialog />
      </WhenRequested>
    </>
  );
}
