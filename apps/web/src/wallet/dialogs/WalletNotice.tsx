import { translateError } from "@ceiba/core";
import Alert from "@mui/material/Alert";
import Snackbar from "@mui/material/Snackbar";
import { useTranslation } from "react-i18next";
import { useWalletActions } from "../wallet-internals";
import type { WalletNotice as Notice } from "../wallet-state";

const NOTICE_TEXT = {
  termsFailed: "session.termsFailed",
  termsRejected: "session.termsRejected",
} as const satisfies Record<Notice, string>;

/**
 * A notice after the session's dialogs closed: the terms signature was rejected, or the acceptance could not be
 * recorded, and the wallet was disconnected.
 */
export function WalletNotice({ notice }: { notice: Notice }) {
  const { t, i18n } = useTranslation();
  const actions = useWalletActions();
  const text = translateError(NOTICE_TEXT[notice], i18n.language);
  return (
    <Snackbar open anchorOrigin={{ vertical: "bottom", horizontal: "center" }} onClose={actions.dismissNotice}>
      <Alert severity="error" variant="filled" onClose={actions.dismissNotice} closeText={t("wallet.notices.close")}>
        {text.message} {text.recommendation}
      </Alert>
    </Snackbar>
  );
}
