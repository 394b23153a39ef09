import { formatAmount } from "@ceiba/core";
import type { SwapQuote } from "@ceiba/sdk";
import SwapVert from "@mui/icons-material/SwapVert";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useMemo, useReducer, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../i18n/use-language";
import { amountInputText } from "../../lending/components/amount-field";
import { ValidationAlertButton } from "../../lending/components/ValidationAlertButton";
import { useLendingChain } from "../../lending/data/lending-chain";
import { nativeCoinPrice } from "../../lending/data/lending-snapshot";
import { useProtocolSnapshot } from "../../lending/data/use-protocol-snapshot";
import { TransactionDialog } from "../../lending/transactions/TransactionDialog";
import { LoadError } from "../../shared/LoadError";
import { useWalletSession } from "../../wallet/session";
import { QuoteDetails } from "./QuoteDetails";
import { SwapConfirmDialog } from "./SwapConfirmDialog";
import { SwapSide } from "./SwapSide";
import { INITIAL_SWAP_FORM, swapFormReducer } from "./swap-form-state";
import { chosenQuote, quoteFeeWei, swapAmounts, swapFigures, swapMax, swapValidation } from "./swap-figures";
import { swapTokens, type SwapToken } from "./swap-tokens";
import { useSwapQuote } from "./use-swap-quote";
import { useSwapTransaction } from "./use-swap-transaction";

/**
 * The coin swap of /trade-swaps (lending-engine §2, §4 "Swap via aggregator", §5 swap rules): two sides
 * (typing the amount received makes the swap exact out), a flip, the wallet's balances and Max; the best of
 * both providers' quotes with its figures; the spec's refusals on the button; the confirm dialog, then the
 * transaction dialog with the swap's steps. Without a wallet it quotes and the button asks to connect.
 */
export function SwapForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const session = useWalletSession();
  const { chainId, account } = useLendingChain();
  const snapshotQuery = useProtocolSnapshot();
  const snapshot = snapshotQuery.data;
  const tokens = useMemo(() => (snapshot ? swapTokens(snapshot) : []), [snapshot]);
  const rbtcPrice = snapshot ? nativeCoinPrice(snapshot) : undefined;
  const [form, dispatch] = useReducer(swapFormReducer, INITIAL_SWAP_FORM);
  const figures = swapFigures({ form, tokens, language, chainId, account });
  const { state: quoteState, retry } = useSwapQuote(figures.request);
  const quote = chosenQuote(quoteState);
  const tx = useSwapTransaction(rbtcPrice);
  const [confirming, setConfirming] = useState<SwapQuote>();

  if (!snapshot) {
    return snapshotQuery.isError ? (
      <LoadError text={t("tradeSwaps.quote.unavailable")} onRetry={() => void snapshotQuery.refetch()} />
    ) : (
      <Skeleton variant="rounded" height={420} sx={{ maxWidth: 560 }} aria-busy="true" />
    );
  }

  const { inToken, outToken, typed } = figures;
  const rbtcBalance = tokens.find((token) => token.native)?.balance;
  const validation = swapValidation(figures, form, quoteState, { rbtcPrice, rbtcBalance });
  const amounts = swapAmounts(figures, form, quote);
  const max = swapMax(inToken, rbtcPrice, quote ? quoteFeeWei(quote) : undefined);
  // The quoted side as amounts are displayed (truncated, grouped): editing it reads it the same way.
  const shown = (side: "in" | "out", token: SwapToken | undefined) => {
    if (form.exact === side) return form.text;
    const value = amounts[side];
    return value === undefined || !token ? "" : formatAmount(value, token.decimals, token.symbol, language);
  };
  const failed = quoteState.status === "done" && !quoteState.best.ok ? quoteState.best.reason : undefined;
  const unavailable = failed === "unavailable";
  const connected = account !== undefined;
  // Without a wallet the button asks to connect, unless the swap is refused whoever swaps (same token, no
  // liquidity, price impact): then the refusal shows as it would with a wallet.
  const refused =
    validation !== undefined && !validation.ok && !(typed.empty && validation.rule === "nonPositiveAmount");

  const startSwap = (confirmed: SwapQuote) => {
    setConfirming(undefined);
    if (!inToken || !outToken) return;
    void tx.run({ quote: confirmed, inToken, outToken }).then((end) => {
      if (end.status === "success") dispatch({ type: "reset" });
    });
  };

  return (
    <Paper
      component="section"
      aria-label={t("tradeSwaps.form.label")}
      variant="outlined"
      sx={{ maxWidth: 560, p: { xs: 2, sm: 3 }, borderRadius: 4, display: "flex", flexDirection: "column", gap: 2 }}
    >
      <SwapSide
        side="in"
        tokens={tokens}
        token={inToken}
        onToken={(symbol) => dispatch({ type: "selectIn", symbol })}
        text={shown("in", inToken)}
        onText={(text) => dispatch({ type: "type", side: "in", text })}
        onMax={
          max === undefined
            ? undefined
            : () => inToken && dispatch({ type: "max", text: amountInputText(max, inToken.decimals, language) })
        }
        maxDisabled={max === undefined || max === 0n}
        errorId={form.exact === "in" ? typed.errorId : undefined}
        readAs={form.exact === "in" ? typed.readAs : undefined}
        helperText={t("lendingForm.amount.decimalHint")}
      />
      <Box sx={{ display: "flex", justifyContent: "center", my: -1 }}>
        <IconButton
          onClick={() => dispatch({ type: "flip" })}
          aria-label={t("tradeSwaps.form.flip", { from: inToken?.symbol ?? "", to: outToken?.symbol ?? "" })}
          sx={{ border: 1, borderColor: "divider", bgcolor: "background.paper" }}
        >
          <SwapVert />
        </IconButton>
      </Box>
      <SwapSide
        side="out"
        tokens={tokens}
        token={outToken}
        onToken={(symbol) => dispatch({ type: "selectOut", symbol })}
        text={shown("out", outToken)}
        onText={(text) => dispatch({ type: "type", side: "out", text })}
        errorId={form.exact === "out" ? typed.errorId : undefined}
        readAs={form.exact === "out" ? typed.readAs : undefined}
        helperText={form.exact === "out" ? t("tradeSwaps.form.exactOut") : undefined}
      />
      {quoteState.status === "loading" && (
        <Box role="status" sx={{ display: "flex", alignItems: "center", gap: 1, color: "text.secondary" }}>
          <CircularProgress size={16} aria-hidden />
          <Typography variant="body2">{t("tradeSwaps.quote.loading")}</Typography>
        </Box>
      )}
      {unavailable && (
        <Alert
          severity="warning"
          data-testid="quote-unavailable"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              {t("tradeSwaps.quote.retry")}
            </Button>
          }
        >
          {t("tradeSwaps.quote.unavailable")}
        </Alert>
      )}
      {failed === "notOnThisChain" && (
        <Alert severity="info" data-testid="quote-not-on-chain">
          {t("tradeSwaps.quote.notOnThisChain")}
        </Alert>
      )}
      {quote && inToken && outToken && <QuoteDetails quote={quote} inToken={inToken} outToken={outToken} />}
      {connected || refused ? (
        <ValidationAlertButton
          label={quoteState.status === "loading" ? t("tradeSwaps.action.quoting") : t("tradeSwaps.action.swap")}
          unit={inToken ?? { symbol: "", decimals: 18 }}
          validation={validation}
          amountEmpty={typed.empty}
          busy={tx.state.status === "running"}
          onClick={() => quote && setConfirming(quote)}
        />
      ) : (
        <Button variant="contained" size="large" fullWidth sx={{ minHeight: 48 }} onClick={session.openConnect}>
          {t("tradeSwaps.action.connect")}
        </Button>
      )}
      {inToken && outToken && (
        <SwapConfirmDialog
          quote={confirming}
          inToken={inToken}
          outToken={outToken}
          onCancel={() => setConfirming(undefined)}
          onConfirm={startSwap}
        />
      )}
      <TransactionDialog transaction={tx} />
    </Paper>
  );
}
