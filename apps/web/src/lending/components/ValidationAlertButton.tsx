import type { ValidationResult } from "@ceiba/core";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../i18n/use-language";
import { validationAlertText, type AmountUnit } from "./validation-alert";

export interface ValidationAlertButtonProps {
  /** What the button says when nothing fails ("Depositar", "Enviar", "Depositar y pedir prestado"…). */
  label: string;
  /** The unit of the limits a failure names (the market's underlying, the sent asset…). */
  unit: AmountUnit;
  /** core's validateDeposit / validateWithdraw / validateBorrow / validateRepay / validateSend result; undefined while loading. */
  validation: ValidationResult | undefined;
  /**
   * Nothing typed yet: a failure for the amount itself (nonPositiveAmount) only disables the button, while
   * the rules that hold whatever the amount (active debt, paused market, no deposits…) still show.
   */
  amountEmpty?: boolean;
  /** Nothing to do yet, whatever the validation: the button is only disabled, with no alert. */
  quiet?: boolean;
  /** A transaction runs: the button waits. */
  busy?: boolean;
  /** "outlined" for a secondary action beside a form's main one (the borrow flow's box). */
  variant?: "contained" | "outlined";
  onClick: () => void;
}

/**
 * The action button of a lending or send form with the spec's "button alert labels" (lending-engine §5):
 * when core's validation fails, the disabled button reads the failure's label ("Deuda activa", "Fondos
 * insuficientes"…) and an alert under it gives the rule's message, its recommendation and the bound the
 * amount broke, all from the error catalogue in the interface language.
 */
export function ValidationAlertButton({
  label,
  unit,
  validation,
  amountEmpty = false,
  quiet = false,
  busy = false,
  variant = "contained",
  onClick,
}: ValidationAlertButtonProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const alertId = useId();
  const failure = validation && !validation.ok ? validation : undefined;
  const shown = failure && !quiet && !(amountEmpty && failure.rule === "nonPositiveAmount") ? failure : undefined;
  const text = shown ? validationAlertText(shown, language, unit) : undefined;
  const disabled = validation === undefined || failure !== undefined || quiet || busy;

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 1.5 }}>
      <Button
        variant={variant}
        size="large"
        fullWidth
        disabled={disabled}
        onClick={onClick}
        aria-describedby={text ? alertId : undefined}
        startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        sx={{ minHeight: 48 }}
      >
        {text ? text.label : label}
      </Button>
      {text && (
        <Alert id={alertId} severity="warning" role="alert">
          <AlertTitle>{text.label}</AlertTitle>
          <Typography variant="body2">{text.message}</Typography>
          {text.limit && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {t(`lendingForm.limit.${text.limit.kind}`, { amount: text.limit.amount })}
            </Typography>
          )}
          {text.recommendation && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {text.recommendation}
            </Typography>
          )}
        </Alert>
      )}
    </Box>
  );
}
