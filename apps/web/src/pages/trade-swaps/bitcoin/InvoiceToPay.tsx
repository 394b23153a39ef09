import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { QRCodeSVG } from "qrcode.react";
import { useTranslation } from "react-i18next";
import { CopyButton } from "../../../shared/CopyButton";

/** The invoice to pay: a QR of its `lightning:` URI, the text with a copy button, and the `lightning:` link. */
export function InvoiceToPay({ invoice }: { invoice: string }) {
  const { t } = useTranslation();
  const uri = `lightning:${invoice}`;
  return (
    <Box sx={{ display: "flex", flexDirection: "column", alignItems: "center", gap: 1.5 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 650, textAlign: "center" }}>
        {t("bitcoinSwaps.view.pay.title")}
      </Typography>
      <Box sx={{ p: 1.5, bgcolor: "#fff", borderRadius: 2, lineHeight: 0 }}>
        <QRCodeSVG
          value={uri.toUpperCase()}
          size={220}
          level="M"
          role="img"
          aria-label={t("bitcoinSwaps.view.pay.qr")}
        />
      </Box>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, width: "100%", minWidth: 0 }}>
        <Typography
          data-testid="btc-invoice"
          variant="body2"
          sx={{
            fontFamily: "monospace",
            wordBreak: "break-all",
            flex: 1,
            minWidth: 0,
            maxHeight: 72,
            overflow: "auto",
          }}
        >
          {invoice}
        </Typography>
        <CopyButton
          text={invoice}
          label={t("bitcoinSwaps.view.pay.copy")}
          confirmation={t("bitcoinSwaps.view.pay.copied")}
        />
      </Box>
      <Button variant="outlined" href={uri} fullWidth sx={{ minHeight: 44 }}>
        {t("bitcoinSwaps.view.pay.open")}
      </Button>
    </Box>
  );
}
