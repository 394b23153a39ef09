import { TERMS_CHECK_DELAY_MS } from "@ceiba/core";
import { useEffect, useState } from "react";
import { useStore } from "../shared/create-store";
import { isMobileDevice } from "../shared/device";
import { setInstallPromptOpen, useUi } from "../shell/ui-store";
import { useWalletSession } from "../wallet/session";
import { installPromptStore, wasInstallDismissed } from "./install-prompt";
import { shouldOfferInstall } from "./install-rules";

/**
 * Offers the install prompt TERMS_CHECK_DELAY_MS (3 s) after a wallet connects, as the spec's connect flow
 * does, when shouldOfferInstall allows it; if a wallet dialog (connect, terms) is open then, it waits for it
 * to close, and if the browser has not offered its prompt yet (it may, once the service worker is ready), it
 * waits for that while the wallet stays connected. Renders nothing.
 */
export function InstallPromptTrigger() {
  const session = useWalletSession();
  const connected = session.status === "connected";
  const prompt = useStore(installPromptStore, (event) => event);
  const connectOpen = useUi((state) => state.walletDialogs.connect);
  const termsOpen = useUi((state) => state.walletDialogs.terms);
  const [due, setDue] = useState(false);

  useEffect(() => {
    if (!connected) {
      setDue(false);
      return;
    }
    const timer = setTimeout(() => setDue(true), TERMS_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [connected]);

  useEffect(() => {
    if (!due || termsOpen) return;
    const offer = shouldOfferInstall({
      promptAvailable: prompt !== undefined,
      dismissedBefore: wasInstallDismissed(),
      connectDialogOpen: connectOpen,
      mobile: isMobileDevice(),
      walletKind: session.walletKind,
    });
    if (offer) {
      setInstallPromptOpen(true);
      setDue(false);
    } else if (prompt !== undefined && !connectOpen) {
      setDue(false); // decided: not now, not this session
    }
  }, [due, termsOpen, connectOpen, prompt, session.walletKind]);
  return null;
}
