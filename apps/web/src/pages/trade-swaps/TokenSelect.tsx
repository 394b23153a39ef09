import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useId } from "react";
import type { SwapToken } from "./swap-tokens";

export interface TokenSelectProps {
  /** The field's accessible name ("Token que pagas"). */
  label: string;
  tokens: readonly SwapToken[];
  /** The selected token's symbol. */
  value: string;
  onChange: (symbol: string) => void;
  disabled?: boolean;
}

/** A swap side's token: a select of the swap tokens by symbol. */
export function TokenSelect({ label, tokens, value, onChange, disabled = false }: TokenSelectProps) {
  const id = useId();
  return (
    <TextField
      id={id}
      select
      label={label}
      value={tokens.some((t) => t.symbol === value) ? value : ""}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      sx={{ minWidth: 132, flex: { sm: "0 0 168px" } }}
      slotProps={{ htmlInput: { "data-testid": "token-select" } }}
    >
      {tokens.map((token) => (
        <MenuItem key={token.symbol} value={token.symbol} sx={{ fontWeight: 600 }}>
          {token.symbol}
        </MenuItem>
      ))}
    </TextField>
  );
}
