import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import Typography from "@mui/material/Typography";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useWalletStackReady } from "../../app/wallet-stack-store";
import { useOpenedOnce } from "../../shared/use-opened-once";
import { useWalletSession } from "../../wallet/session";
import { useUi } from "../ui-store";

/** Below this, a reconnection is quick enough to need no dialog. */
export const LOADING_DIALOG_DELAY_MS = 800;

/**
 * The initial loading dialog: while the stored wallet session reconnects on load (when it takes longer
 * than LOADING_DIALOG_DELAY_MS), or while the data layer says the first load runs (setInitialLoading).
 */
export function InitialLoadingDialog() {
  const { t } = useTranslation();
  const titleId = useId();
  const ready = useWalletStackReady();
  const session = useWalletSession();
  const dataLoading = useUi((state) => state.initialLoading);
  const reconnecting = ready && session.status === "reconnecting";
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    if (!reconnecting) {
      setSlow(false);
      return;
    }
    const timer = setTimeout(() => setSlow(true), LOADING_DIALOG_DELAY_MS);
    return () => clearTimeout(timer);
  }, [reconnecting]);

  const open = dataLoading || (reconnecting && slow);
  if (!useOpenedOnce(open)) return null;
  return (
    <Dialog open={open} aria-labelledby={titleId}>
      <DialogContent sx={{ display: "flex", flexDirection: "column", alignItems: "center", gap: 2, py: 4 }}>
        <CircularProgress aria-label={t("dialogs.loading.title")} />
        <Typography id={titleId} component="h2" variant="h2">
          {t("dialogs.loading.title")}
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: "center" }}>
          {t("dialogs.loading.description")}
        </Typography>
      </DialogContent>
    </Dialog>
  );
}
