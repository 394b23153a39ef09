import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import type { Address } from "viem";
import { sameAddress } from "@ceiba/core";

/** What the picker lists of a market. */
export interface PickerMarket {
  market: Address;
  underlyingSymbol: string;
  symbol: string;
}

export interface MarketPickerProps<M extends PickerMarket> {
  /** The field's visible label (its accessible name): "Cripto". */
  label: string;
  /** The options, in the order to show (the snapshot's display order). */
  markets: readonly M[];
  /** The selected market's address. */
  value: Address;
  onChange: (market: M) => void;
  /** A second line per option (an APY, a balance). */
  describe?: (market: M) => string | undefined;
  disabled?: boolean;
}

/**
 * "Pick a crypto": a select of markets by their underlying (DOC, USDRIF, RBTC…), each with an optional
 * second line. The caller decides what a choice does (the deposit page goes to the market's route).
 */
export function MarketPicker<M extends PickerMarket>({
  label,
  markets,
  value,
  onChange,
  describe,
  disabled = false,
}: MarketPickerProps<M>) {
  const id = useId();
  const selected = markets.find((m) => sameAddress(m.market, value));
  // Two markets of one underlying (kRBTC and the micro kSAT) are told apart by the market's symbol.
  const counts = new Map<string, number>();
  for (const m of markets) counts.set(m.underlyingSymbol, (counts.get(m.underlyingSymbol) ?? 0) + 1);
  const name = (m: M) =>
    (counts.get(m.underlyingSymbol) ?? 0) > 1 ? `${m.underlyingSymbol} (${m.symbol})` : m.underlyingSymbol;
  return (
    <TextField
      id={id}
      select
      label={label}
      value={selected ? selected.market.toLowerCase() : ""}
      onChange={(event) => {
        const next = markets.find((m) => sameAddress(m.market, event.target.value));
        if (next) onChange(next);
      }}
      disabled={disabled}
      fullWidth
      slotProps={{
        select: {
          renderValue: () => (selected ? name(selected) : ""),
        },
      }}
    >
      {markets.map((m) => {
        const secondary = describe?.(m);
        return (
          <MenuItem key={m.market} value={m.market.toLowerCase()}>
            <Box sx={{ display: "flex", justifyContent: "space-between", gap: 2, width: "100%" }}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {name(m)}
              </Typography>
              {secondary && (
                <Typography component="span" variant="body2" color="text.secondary">
                  {secondary}
                </Typography>
              )}
            </Box>
          </MenuItem>
        );
      })}
    </TextField>
  );
}
