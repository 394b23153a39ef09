import { translateError } from "@ceiba/core";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { formatTokenAmount } from "../../i18n/formatters";
import { useLanguage } from "../../i18n/use-language";
import { AmountInput } from "../../lending/components/AmountInput";
import type { AmountErrorId } from "@ceiba/core";
import { TokenSelect } from "./TokenSelect";
import type { SwapToken } from "./swap-tokens";

export interface SwapSideProps {
  /** "in": what is paid; "out": what is received. */
  side: "in" | "out";
  tokens: readonly SwapToken[];
  token: SwapToken | undefined;
  onToken: (symbol: string) => void;
  /** What the amount field shows: the typed text on the exact side, the quote's amount on the other. */
  text: string;
  onText: (text: string) => void;
  onMax?: () => void;
  maxDisabled?: boolean;
  errorId?: AmountErrorId;
  readAs?: string;
  helperText?: string;
}

/** One side of the swap: its token, its amount (the locale-aware amount field) and the wallet's balance. */
export function SwapSide(props: SwapSideProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { token } = props;
  const label = props.side === "in" ? t("tradeSwaps.form.from") : t("tradeSwaps.form.to");
  return (
    <Box
      role="group"
      aria-label={label}
      data-testid={`swap-side-${props.side}`}
      sx={{ minWidth: 0, display: "flex", flexDirection: "column", gap: 1 }}
    >
      <Box
        sx={{
          display: "flex",
          flexDirection: { xs: "column", sm: "row" },
          gap: 1.5,
          alignItems: { xs: "stretch", sm: "flex-start" },
        }}
      >
        <TokenSelect
          label={props.side === "in" ? t("tradeSwaps.form.token") : t("tradeSwaps.form.tokenTo")}
          tokens={props.tokens}
          value={token?.symbol ?? ""}
          onChange={props.onToken}
        />
        <Box sx={{ flex: 1, minWidth: 0, width: "100%" }}>
          <AmountInput
            label={label}
            text={props.text}
            onTextChange={props.onText}
            symbol={token?.symbol ?? ""}
            onMax={props.onMax}
            maxDisabled={props.maxDisabled}
            error={props.errorId && translateError(props.errorId, language).message}
            readAs={props.readAs}
            helperText={props.helperText}
          />
        </Box>
      </Box>
      {token?.balance !== undefined && (
        <Typography variant="body2" color="text.secondary" data-testid={`swap-balance-${props.side}`}>
          {t("tradeSwaps.form.balance", { amount: formatTokenAmount({ value: token.balance, ...token }, language) })}
        </Typography>
      )}
    </Box>
  );
}
