import type { ValidationResult } from "@ceiba/core";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { validationAlertText, type AmountUnit } from "../../../lending/components/validation-alert";
import { useLanguage } from "../../../i18n/use-language";

/**
 * An action button with the spec's button alert labels for actions the shared ValidationAlertButton
 * (src/lending/components) has no label for: "deposit then borrow" (whose failures' bounds are in the
 * collateral or in the borrowed token) and send. The same look and alert; to merge into that button once
 * it takes a label of its own.
 */
export function LabelledAlertButton({
  label,
  validation,
  unit,
  quiet = false,
  busy = false,
  variant = "contained",
  onClick,
}: {
  label: string;
  validation: ValidationResult | undefined;
  unit: AmountUnit;
  /** Only disable (no alert): nothing to do yet. */
  quiet?: boolean;
  busy?: boolean;
  variant?: "contained" | "outlined";
  onClick: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const alertId = useId();
  const failure = validation && !validation.ok ? validation : undefined;
  const text = failure && !quiet ? validationAlertText(failure, language, unit) : undefined;
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 1.5 }}>
      <Button
        variant={variant}
        size="large"
        fullWidth
        disabled={validation === undefined || failure !== undefined || quiet || busy}
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
