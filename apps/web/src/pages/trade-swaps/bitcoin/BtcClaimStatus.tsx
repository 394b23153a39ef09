import type { StoredChainToBtcSwap } from "@ceiba/lightning";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../i18n/use-language";
import { bitcoinAmountText } from "./bitcoin-amount-text";

/**
 * RBTC → BTC on chain: the browser's claim of Boltz's BTC lock, signed here without a wallet — under way, then
 * sent (its amount, the user's address and the transaction id, to look it up in a Bitcoin explorer).
 */
export function BtcClaimStatus({ swap, claiming }: { swap: StoredChainToBtcSwap; claiming: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const sent = swap.btcClaimTransaction;
  if (sent !== undefined) {
    return (
      <Typography variant="body2" data-testid="btc-claim-sent" data-txid={sent.id} sx={{ overflowWrap: "anywhere" }}>
        {t("bitcoinSwaps.view.btcClaimSent", {
          amount: bitcoinAmountText(sent.amountSat, "sats", language),
          address: swap.btcDestinationAddress,
          txid: sent.id,
        })}
      </Typography>
    );
  }
  if (!claiming) return null;
  return (
    <Box role="status" data-testid="btc-claiming" sx={{ display: "flex", gap: 1, alignItems: "center" }}>
      <CircularProgress size={16} aria-hidden />
      <Typography variant="body2">{t("bitcoinSwaps.view.claimingBtc")}</Typography>
    </Box>
  );
}
