import TextField from "@mui/material/TextField";

interface BtcAddressFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly disabled?: boolean;
  readonly error: boolean;
  readonly helperText?: string;
}

/** A Bitcoin address typed by the user: required, monospace, no spelling help (an address is not a word). */
export function BtcAddressField({ label, value, onChange, disabled = false, error, helperText }: BtcAddressFieldProps) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
      required
      disabled={disabled}
      slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: "off", autoCorrect: "off" } }}
      error={error}
      helperText={helperText}
      sx={{ "& input": { fontFamily: "monospace" } }}
    />
  );
}
