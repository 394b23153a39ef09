import { InstallPromptTrigger } from "../../pwa/InstallPromptTrigger";
import { useOnePerTask } from "../../shared/use-one-per-task";
import { InitialLoadingDialog } from "./InitialLoadingDialog";
import { InstallAppDialog } from "./InstallAppDialog";
import { LandingLinksDialog } from "./LandingLinksDialog";
import { MobileAccountDialog } from "./MobileAccountDialog";
import { NewContentDialog } from "./NewContentDialog";
import { QrAddressDialog } from "./QrAddressDialog";
import { ServerErrorDialog } from "./ServerErrorDialog";
import { TransactionToasts } from "./TransactionToasts";

/**
 * In the order they mount, one per task (a dialog asked for before its turn opens when it mounts: they
 * read their state from stores). First the toasts' live region, which must be in the page before a toast
 * arrives for a screen reader to announce it, and the dialogs the start may need.
 */
const PARTS = [
  TransactionToasts,
  ServerErrorDialog,
  InitialLoadingDialog,
  InstallPromptTrigger,
  InstallAppDialog,
  LandingLinksDialog,
  QrAddressDialog,
  MobileAccountDialog,
  NewContentDialog,
];

/** Every dialog of the shell and the toasts, in one chunk loaded after the first paint. */
export default function ShellDialogs() {
  const mounted = useOnePerTask(PARTS.length);
  return (
    <>
      {/* A fixed list that only grows at its end: the position is the part's identity. */}
      {PARTS.slice(0, mounted).map((Part, position) => (
        <Part key={position} />
      ))}
    </>
  );
}
