import { TERMS_MESSAGE } from "@ceiba/core";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { useWalletActions, useWalletState } from "../wallet/wallet-internals";
import { TERMS_LINKS } from "./terms-links";

const TITLE_ID = "terms-dialog-title";

/** Links inside the checkbox labels: a click opens the document and does not tick the box. */
function DocumentLink({ href, children }: { href: string; children?: React.ReactNode }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Link>
  );
}

/** Whether the accept button may be pressed (app-shell §5: both boxes ticked). */
export function canAcceptTerms(termsTicked: boolean, privacyTicked: boolean): boolean {
  return termsTicked && privacyTicked;
}

/**
 * The terms dialog (app-shell §4 "Terms", §5): two boxes, accept enabled only when both are ticked; accept
 * has the wallet sign TERMS_MESSAGE and sends the signature; decline disconnects. It closes only through
 * those two buttons (no onClose: Escape and the backdrop do nothing).
 */
export function TermsDialog({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const { terms } = useWalletState();
  const actions = useWalletActions();
  const [termsTicked, setTermsTicked] = useState(false);
  const [privacyTicked, setPrivacyTicked] = useState(false);
  const busy = terms === "signing" || terms === "sending";

  return (
    <Dialog open={open} aria-labelledby={TITLE_ID} fullWidth maxWidth="sm">
      <DialogTitle id={TITLE_ID}>{t("terms.title")}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{t("terms.intro")}</Typography>
        <Typography variant="subtitle2" component="p">
          {t("terms.messageLabel")}
        </Typography>
        <Box
          component="blockquote"
          sx={{ m: 0, mb: 2, p: 1.5, borderRadius: 1, bgcolor: "action.hover", fontStyle: "italic" }}
        >
          {TERMS_MESSAGE}
        </Box>
        <FormGroup>
          <FormControlLabel
            control={
              <Checkbox
                checked={termsTicked}
                disabled={busy}
                onChange={(event) => setTermsTicked(event.target.checked)}
              />
            }
            label={<Trans i18nKey="terms.acceptTerms" components={{ a: <DocumentLink href={TERMS_LINKS.terms} /> }} />}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={privacyTicked}
                disabled={busy}
                onChange={(event) => setPrivacyTicked(event.target.checked)}
              />
            }
            label={
              <Trans i18nKey="terms.acceptPrivacy" components={{ a: <DocumentLink href={TERMS_LINKS.privacy} /> }} />
            }
          />
        </FormGroup>
        <Box role="status" aria-live="polite" sx={{ display: "flex", alignItems: "center", gap: 1, minHeight: 28 }}>
          {busy && <CircularProgress size={18} aria-hidden />}
          {terms === "signing" && <Typography variant="body2">{t("terms.signing")}</Typography>}
          {terms === "sending" && <Typography variant="body2">{t("terms.sending")}</Typography>}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void actions.declineTerms()} disabled={busy}>
          {t("terms.decline")}
        </Button>
        <Button
          variant="contained"
          onClick={() => void actions.acceptTerms()}
          disabled={busy || !canAcceptTerms(termsTicked, privacyTicked)}
        >
          {t("terms.accept")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
