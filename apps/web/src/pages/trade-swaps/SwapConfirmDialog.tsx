import { formatFractionAsPercent } from "@ceiba/core";
import type { SwapQuote } from "@ceiba/sdk";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Divider from "@mui/material/Divider";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatTokenAmount } from "../../i18n/formatters";
import { useLanguage } from "../../i18n/use-language";
import { QuoteDetails } from "./QuoteDetails";
import type { SwapToken } from "./swap-tokens";

export interface SwapConfirmDialogProps {
  /** The quote to confirm; undefined: closed. */
  quote: SwapQuote | undefined;
  inToken: Pick<SwapToken, "symbol" | "decimals">;
  outToken: Pick<SwapToken, "symbol" | "decimals">;
  onCancel: () => void;
  onConfirm: (quote: SwapQuote) => void;
}

/**
 * The swap confirmation (app-shell §2 dialogs): what is paid and received (the quoted side marked as an
 * estimate), then the quote's price, minimum received or maximum paid, impact, fees and provider.
 */
export function SwapConfirmDialog({ quote, inToken, outToken, onCancel, onConfirm }: SwapConfirmDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const amount = (value: string, token: SwapConfirmDialogProps["inToken"]) =>
    formatTokenAmount({ value: BigInt(value), ...token }, language);
  return (
    <Dialog open={quote !== undefined} onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t("tradeSwaps.confirm.title")}</DialogTitle>
      {quote && (
        <DialogContent sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
          <Box component="dl" sx={{ m: 0, display: "grid", gap: 1 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {quote.isExactIn ? t("tradeSwaps.confirm.pay") : t("tradeSwaps.confirm.payEstimate")}
            </Typography>
            <Typography component="dd" variant="h3" sx={{ m: 0 }} data-testid="confirm-pay">
              {amount(quote.inTokenAmount, inToken)}
            </Typography>
            <Typography component="dt" variant="body2" color="text.secondary">
              {quote.isExactIn ? t("tradeSwaps.confirm.receive") : t("tradeSwaps.confirm.receiveExact")}
            </Typography>
            <Typography component="dd" variant="h3" sx={{ m: 0 }} data-testid="confirm-receive">
              {amount(quote.outTokenAmount, outToken)}
            </Typography>
          </Box>
          <Divider />
          <QuoteDetails quote={quote} inToken={inToken} outToken={outToken} />
          <Typography variant="body2" color="text.secondary">
            {t("tradeSwaps.confirm.note", {
              slippage: formatFractionAsPercent(BigInt(quote.slippage), 18, language),
            })}
          </Typography>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onCancel}>{t("tradeSwaps.confirm.cancel")}</Button>
        <Button variant="contained" onClick={() => quote && onConfirm(quote)} disabled={!quote}>
          {t("tradeSwaps.confirm.accept")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
