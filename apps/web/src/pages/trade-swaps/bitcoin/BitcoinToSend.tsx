import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../i18n/use-language";
import { bitcoinAmountText } from "./bitcoin-amount-text";
import { bitcoinPaymentUri } from "./bitcoin-payment-uri";
import { PaymentRequest } from "./PaymentRequest";

/**
 * A chain swap's BTC to send: the amount (BTC and sats), a QR of the BIP-21 URI, Boltz's lockup address with a
 * copy button, and the `bitcoin:` link for a wallet on this device.
 */
export function BitcoinToSend({ address, amountSat }: { address: string; amountSat: bigint }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const btc = bitcoinAmountText(amountSat, "btc", language);
  const uri = bitcoinPaymentUri(address, amountSat);
  return (
    <PaymentRequest
      title={t("bitcoinSwaps.view.sendBtc.title", { amount: btc })}
      qrValue={uri}
      qrLabel={t("bitcoinSwaps.view.sendBtc.qr")}
      text={address}
      textTestId="btc-address"
      copyLabel={t("bitcoinSwaps.view.sendBtc.copy")}
      copiedLabel={t("bitcoinSwaps.view.sendBtc.copied")}
      href={uri}
      openLabel={t("bitcoinSwaps.view.sendBtc.open")}
    >
      <Typography variant="body2" data-testid="btc-send-amount" sx={{ fontVariantNumeric: "tabular-nums" }}>
        {t("bitcoinSwaps.view.sendBtc.amount", { btc, sats: bitcoinAmountText(amountSat, "sats", language) })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: "center" }}>
        {t("bitcoinSwaps.view.sendBtc.note")}
      </Typography>
    </PaymentRequest>
  );
}
