import { CHAINS } from "@ceiba/core";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { useWalletSession } from "../../wallet/session";
import { CopyAddressButton } from "../top-bar/CopyAddressButton";
import { setQrOpen, useUi } from "../ui-store";
import { AddressQr } from "./AddressQr";
import { ShellDialog } from "./ShellDialog";

/** "Escanea tu Dirección": the connected wallet's address as a QR code. */
export function QrAddressDialog() {
  const { t } = useTranslation();
  const open = useUi((state) => state.qrOpen);
  const session = useWalletSession();
  const { address } = session;
  return (
    <ShellDialog open={open && address !== undefined} onClose={() => setQrOpen(false)} title={t("dialogs.qr.title")}>
      {address !== undefined && (
        <Box sx={{ display: "flex", flexDirection: "column", alignItems: "center", gap: 2 }}>
          <Typography color="text.secondary" sx={{ alignSelf: "stretch" }}>
            {t("dialogs.qr.description", { network: CHAINS[session.appChainId].fullName })}
          </Typography>
          <AddressQr address={address} />
          <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, maxWidth: "100%" }}>
            <Typography sx={{ fontFamily: "monospace", fontSize: "0.8125rem", wordBreak: "break-all" }}>
              {address}
            </Typography>
            <CopyAddressButton address={address} />
          </Box>
        </Box>
      )}
    </ShellDialog>
  );
}
