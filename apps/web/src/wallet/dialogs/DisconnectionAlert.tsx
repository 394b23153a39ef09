import { translateError } from "@ceiba/core";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useTranslation } from "react-i18next";
import { useWalletActions } from "../wallet-internals";

const TITLE_ID = "wallet-disconnected-title";

/** The disconnection alert (app-shell §4): the wallet stopped giving its address; reconnect or close. */
export function DisconnectionAlert({ open }: { open: boolean }) {
  const { t, i18n } = useTranslation();
  const actions = useWalletActions();
  const text = translateError("session.disconnected", i18n.language);
  return (
    <Dialog open={open} onClose={actions.closeDialog} aria-labelledby={TITLE_ID} role="alertdialog" maxWidth="xs">
      <DialogTitle id={TITLE_ID}>{t("wallet.disconnected.title")}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text.message}</DialogContentText>
        {text.recommendation !== undefined && <DialogContentText>{text.recommendation}</DialogContentText>}
      </DialogContent>
      <DialogActions>
        <Button onClick={actions.closeDialog}>{t("wallet.disconnected.close")}</Button>
        <Button variant="contained" onClick={() => void actions.reconnectAfterLoss()}>
          {t("wallet.disconnected.reconnect")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
