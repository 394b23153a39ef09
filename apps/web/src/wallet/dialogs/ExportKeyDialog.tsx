import CheckIcon from "@mui/icons-material/Check";
import ContentCopy from "@mui/icons-material/ContentCopy";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { setExportKeyOpen } from "../../shell/ui-store";
import { useWalletActions } from "../wallet-internals";

const TITLE_ID = "export-key-title";

/**
 * Export private key (app-shell §2, §4, §5): tick the agree box, copy the key to the clipboard, a copied
 * state, then close. Opened by the top bar's icon (the shell's setExportKeyOpen) for wallets that hold a
 * key (the local wallet, and the e-mail / social login through Web3Auth).
 */
export function ExportKeyDialog({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const actions = useWalletActions();
  const [agreed, setAgreed] = useState(false);
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);

  const close = () => {
    setExportKeyOpen(false);
    setAgreed(false);
    setCopied(false);
    setFailed(false);
  };

  const copy = async () => {
    setFailed(false);
    try {
      const key = await actions.exportPrivateKey();
      await navigator.clipboard.writeText(key);
      setCopied(true);
    } catch {
      setFailed(true);
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={TITLE_ID} fullWidth maxWidth="xs">
      <DialogTitle id={TITLE_ID}>{t("wallet.exportKey.title")}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t("wallet.exportKey.warning")}
        </Alert>
        <FormControlLabel
          control={
            <Checkbox checked={agreed} disabled={copied} onChange={(event) => setAgreed(event.target.checked)} />
          }
          label={t("wallet.exportKey.agree")}
        />
        {failed && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {t("wallet.exportKey.copyFailed")}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {copied ? (
          <>
            <Button startIcon={<CheckIcon />} disabled>
              {t("wallet.exportKey.copied")}
            </Button>
            <Button variant="contained" onClick={close}>
              {t("wallet.exportKey.close")}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={close}>{t("wallet.exportKey.close")}</Button>
            <Button variant="contained" startIcon={<ContentCopy />} disabled={!agreed} onClick={() => void copy()}>
              {t("wallet.exportKey.copy")}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
