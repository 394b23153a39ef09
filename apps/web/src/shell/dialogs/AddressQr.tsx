import Box from "@mui/material/Box";
import { QRCodeSVG } from "qrcode.react";
import { useTranslation } from "react-i18next";

/** The QR code of an address (size 240, app-shell §2), on a white quiet zone so that it scans in dark mode. */
export function AddressQr({ address }: { address: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: "inline-flex", p: 2, bgcolor: "#ffffff", borderRadius: 3, border: 1, borderColor: "divider" }}>
      <QRCodeSVG value={address} size={240} title={t("dialogs.qr.image", { address })} role="img" />
    </Box>
  );
}
