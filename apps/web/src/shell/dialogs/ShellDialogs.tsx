import { InstallPromptTrigger } from "../../pwa/InstallPromptTrigger";
import { InitialLoadingDialog } from "./InitialLoadingDialog";
import { InstallAppDialog } from "./InstallAppDialog";
import { LandingLinksDialog } from "./LandingLinksDialog";
import { MobileAccountDialog } from "./MobileAccountDialog";
import { NewContentDialog } from "./NewContentDialog";
import { QrAddressDialog } from "./QrAddressDialog";
import { ServerErrorDialog } from "./ServerErrorDialog";
import { TransactionToasts } from "./TransactionToasts";

/** Every dialog of the shell and the toasts, in one chunk loaded after the first paint. */
export default function ShellDialogs() {
  return (
    <>
      <LandingLinksDialog />
      <QrAddressDialog />
      <MobileAccountDialog />
      <InstallAppDialog />
      <InstallPromptTrigger />
      <InitialLoadingDialog />
      <ServerErrorDialog />
      <NewContentDialog />
      <TransactionToasts />
    </>
  );
}
