import { useTranslation } from "react-i18next";
import { PaymentRequest } from "./PaymentRequest";

/** The invoice to pay: a QR of its `lightning:` URI, the text with a copy button, and the `lightning:` link. */
export function InvoiceToPay({ invoice }: { invoice: string }) {
  const { t } = useTranslation();
  const uri = `lightning:${invoice}`;
  return (
    <PaymentRequest
      title={t("bitcoinSwaps.view.pay.title")}
      // Upper case: a bech32 invoice fits the QR's denser alphanumeric mode.
      qrValue={uri.toUpperCase()}
      qrLabel={t("bitcoinSwaps.view.pay.qr")}
      text={invoice}
      textTestId="btc-invoice"
      copyLabel={t("bitcoinSwaps.view.pay.copy")}
      copiedLabel={t("bitcoinSwaps.view.pay.copied")}
      href={uri}
      openLabel={t("bitcoinSwaps.view.pay.open")}
    />
  );
}
