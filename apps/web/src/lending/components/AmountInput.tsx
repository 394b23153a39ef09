import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";
import { useId } from "react";
import { useTranslation } from "react-i18next";

export interface AmountInputProps {
  /** The field's visible label (its accessible name). */
  label: string;
  /** What is typed. */
  text: string;
  onTextChange: (text: string) => void;
  /** The unit shown after the amount ("DOC", "RBTC"). */
  symbol: string;
  /** Max button: absent, no button. */
  onMax?: () => void;
  maxDisabled?: boolean;
  /** A message under the field that marks it invalid (a parse failure, translated). */
  error?: string;
  /** A message under the field otherwise. */
  helperText?: string;
  /** How an ambiguous entry was read (useAmountField's readAs): said under the field instead of helperText. */
  readAs?: string;
  disabled?: boolean;
}

/**
 * An amount field: decimal keyboard on phones, the unit, a Max button. It accepts whatever is typed; the
 * caller reads it with useAmountField (core parseTypedAmount, in the interface's language) and passes the
 * parse error back as `error`, and how an ambiguous entry was read as `readAs`.
 *
 * The label always sits on the field's border (shrunk), never inside it: inside, a long label ("Monto a
 * pedir prestado") runs under the unit and the Max button on a narrow screen. The placeholder "0" shows
 * instead while the field is empty.
 */
export function AmountInput({
  label,
  text,
  onTextChange,
  symbol,
  onMax,
  maxDisabled = false,
  error,
  helperText,
  readAs,
  disabled = false,
}: AmountInputProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <TextField
      id={id}
      label={label}
      value={text}
      onChange={(event) => onTextChange(event.target.value)}
      placeholder="0"
      fullWidth
      disabled={disabled}
      error={error !== undefined}
      helperText={error ?? (readAs ? t("lendingForm.amount.readAs", { amount: readAs }) : helperText) ?? " "}
      autoComplete="off"
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { inputMode: "decimal", spellCheck: false, "data-testid": "amount-input" },
        input: {
          sx: { fontSize: "1.25rem", fontVariantNumeric: "tabular-nums" },
          endAdornment: (
            <InputAdornment position="end">
              <Box component="span" sx={{ display: "flex", alignItems: "center", gap: 1 }}>
                <Box component="span" sx={{ color: "text.secondary", fontWeight: 600 }} data-testid="amount-unit">
                  {symbol}
                </Box>
                {onMax && (
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={onMax}
                    disabled={disabled || maxDisabled}
                    aria-label={t("lendingForm.amount.maxLabel", { symbol })}
                    sx={{ minWidth: 0, px: 1.25 }}
                  >
                    {t("lendingForm.amount.max")}
                  </Button>
                )}
              </Box>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
