import { BITCOIN_ADDRESS_ERROR_IDS, checkBitcoinAddressForChain, formatDecimal, translateError } from "@ceiba/core";
import type { StoredChainSwap } from "@ceiba/lightning";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../i18n/use-language";
import { BtcAddressField } from "./BtcAddressField";
import { bitcoinAmountText } from "./bitcoin-amount-text";
import type { BtcRefundState } from "./swap-runner";

/** Bitcoin's block interval: the wait before a refund's lock time is reached, in minutes. */
const BITCOIN_BLOCK_MINUTES = 10n;

interface BtcRefundProps {
  readonly swap: StoredChainSwap;
  readonly chainId: number;
  /** The Bitcoin block from which the refund is valid (the lockup's timeout). */
  readonly availableAtBtcBlock: bigint;
  readonly refund: BtcRefundState | undefined;
  readonly onRefund: (destinationAddress: string) => void;
}

/**
 * BTC → RBTC given up by the provider with the user's BTC locked: the refund to an address the user types, signed
 * in this page with the stored refund key (no wallet), offered once the Bitcoin chain reaches the lockup's timeout.
 */
export function BtcRefund({ swap, chainId, availableAtBtcBlock, refund, onRefund }: BtcRefundProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [address, setAddress] = useState("");
  const check = checkBitcoinAddressForChain(address, chainId);
  const addressError =
    !check.ok && address.trim() !== ""
      ? translateError(BITCOIN_ADDRESS_ERROR_IDS[check.reason], language).message
      : undefined;
  const blocksLeft = refund?.height === undefined ? undefined : availableAtBtcBlock - refund.height;
  const reached = blocksLeft !== undefined && blocksLeft <= 0n;
  const sending = refund?.sending === true;
  const count = (value: bigint) => formatDecimal(value, 0, language, { maxDecimals: 0 });

  return (
    <Box data-testid="btc-refund-btc" sx={{ display: "flex", flexDirection: "column", gap: 1.5 }}>
      <Typography variant="subtitle2" component="h3">
        {t("bitcoinSwaps.view.refundBtc.title")}
      </Typography>
      <Typography variant="body2">
        {t("bitcoinSwaps.view.refundBtc.note", { amount: bitcoinAmountText(swap.userLockAmountSat, "btc", language) })}
      </Typography>
      {blocksLeft !== undefined && blocksLeft > 0n && refund?.height !== undefined && (
        <Typography variant="body2" data-testid="btc-refund-btc-at">
          {t("bitcoinSwaps.view.refundBtc.notYet", {
            // Block heights are identifiers, written whole like the RBTC refund's block; counts are grouped.
            block: availableAtBtcBlock.toString(),
            height: refund.height.toString(),
            blocks: count(blocksLeft),
            minutes: count(blocksLeft * BITCOIN_BLOCK_MINUTES),
          })}
        </Typography>
      )}
      <BtcAddressField
        label={t("bitcoinSwaps.view.refundBtc.address")}
        value={address}
        onChange={setAddress}
        disabled={sending}
        error={addressError !== undefined}
        {...(addressError !== undefined && { helperText: addressError })}
      />
      {refund?.feeSat !== undefined && (
        <Typography variant="body2" color="text.secondary">
          {t("bitcoinSwaps.view.refundBtc.fee", { fee: bitcoinAmountText(refund.feeSat, "sats", language) })}
        </Typography>
      )}
      <Button
        variant="contained"
        fullWidth
        sx={{ minHeight: 48 }}
        data-testid="btc-refund-btc-button"
        disabled={!check.ok || !reached || sending}
        startIcon={sending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        onClick={() => onRefund(address.trim())}
      >
        {sending ? t("bitcoinSwaps.view.refundBtc.sending") : t("bitcoinSwaps.view.refundBtc.button")}
      </Button>
      {refund?.errorId !== undefined && (
        <Alert severity="error">{translateError(refund.errorId, language).message}</Alert>
      )}
    </Box>
  );
}
