import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";

export const DEPOSIT_AUTHORISATIONS = ["amount", "transaction", "collateral"] as const;
export type DepositAuthorisation = (typeof DEPOSIT_AUTHORISATIONS)[number];

export interface DepositAuthorisationDialogProps {
  open: boolean;
  /** The amount to deposit with its unit, as displayed ("100 DOC"); "max" deposits show the maximum. */
  amount: string;
  /** The market's symbol ("kDOC"). */
  market: string;
  onCancel: () => void;
  /** All three boxes ticked and accepted. */
  onAccept: () => void;
}

/**
 * The first-deposit authorisations (lending-engine §4): the amount, the transaction, and the use of the
 * deposits as collateral. "Continue" is enabled only with the three boxes ticked.
 */
export function DepositAuthorisationDialog({
  open,
  amount,
  market,
  onCancel,
  onAccept,
}: DepositAuthorisationDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [ticked, setTicked] = useState<ReadonlySet<DepositAuthorisation>>(new Set());
  const all = DEPOSIT_AUTHORISATIONS.every((a) => ticked.has(a));
  const toggle = (item: DepositAuthorisation, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(item);
      else next.delete(item);
      return next;
    });
  const close = () => {
    setTicked(new Set());
    onCancel();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t("deposit.authorisation.title")}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{t("deposit.authorisation.intro")}</Typography>
        <FormGroup sx={{ gap: 1 }}>
          {DEPOSIT_AUTHORISATIONS.map((item) => (
            <FormControlLabel
              key={item}
              control={<Checkbox checked={ticked.has(item)} onChange={(event) => toggle(item, event.target.checked)} />}
              label={t(`deposit.authorisation.${item}`, { amount, market })}
            />
          ))}
        </FormGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t("deposit.authorisation.cancel")}</Button>
        <Button
          variant="contained"
          disabled={!all}
          onClick={() => {
            setTicked(new Set());
            onAccept();
          }}
        >
          {t("deposit.authorisation.accept")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
