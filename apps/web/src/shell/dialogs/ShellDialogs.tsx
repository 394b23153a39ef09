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
 * The dialogs that open when something asks for them (a button, the store's state), each mounted from the
 * first request on and kept, so that closing plays its transition. Mounted all at once, closed, at
 * start-up, the shell's dialogs made one long task after the first page.
 */
const ON_REQUEST: readonly { requested: (state: UiState) => boolean; Dialog: () => ReactNode }[] = [
  { requested: (state) => state.serverError === "open", Dialog: ServerErrorDialog },
  { requested: (state) => state.installPromptOpen, Dialog: InstallAppDialog },
  { requested: (state) => state.landingLinksOpen, Dialog: LandingLinksDialog },
  { requested: (state) => state.qrOpen, Dialog: QrAddressDialog },
  { requested: (state) => state.mobileDisconnectOpen, Dialog: MobileAccountDialog },
  { requested: (state) => state.newContentAvailable, Dialog: NewContentDialog },
];

function WhenRequested({ requested, Dialog }: (typeof ON_REQUEST)[number]) {
  return useOpenedOnce(useUi(requested)) ? <Dialog /> : null;
}

/**
 * Every dialog of the shell and the toasts, in one chunk loaded after the first paint. Mounted at once: the
 * toasts' live region (a screen reader announces what arrives in a region already in the page) and the parts
 * that keep time from when they mount (the install prompt's 3 s after a connection, the loading dialog's
 * delay); the dialogs of ON_REQUEST when first asked for.
 */
export default function ShellDialogs() {
  return (
    <>
      <TransactionToasts />
      <InstallPromptTrigger />
      <InitialLoadingDialog />
      {ON_REQUEST.map((dialog, position) => (
        <WhenRequested key={position} {...dialog} />
      ))}
    </>
  );
}
