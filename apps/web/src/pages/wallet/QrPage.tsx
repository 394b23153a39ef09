import { CHAINS } from "@ceiba/core";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { AddressQr } from "../../shell/dialogs/AddressQr";
import { CopyAddressButton } from "../../shell/top-bar/CopyAddressButton";
import { useWalletSession } from "../../wallet/session";
import { PageFrame } from "../common/PageFrame";
import { RequireWallet } from "../common/RequireWallet";

/** /home/qr: the wallet's address as a QR code, to receive funds. */
export function QrPage() {
  const { t } = useTranslation();
  const session = useWalletSession();
  const network = CHAINS[session.appChainId].fullName;
  return (
    <RequireWallet>
      <PageFrame title={t("walletPages.qr.title")} description={t("walletPages.qr.description", { network })}>
        {session.address !== undefined && (
          <Box
            sx={{ display: "flex", flexDirection: "column", alignItems: { xs: "center", sm: "flex-start" }, gap: 2 }}
          >
            <AddressQr address={session.address} />
            <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, maxWidth: "100%" }}>
              <Typography sx={{ fontFamily: "monospace", fontSize: "0.875rem", wordBreak: "break-all" }}>
                {session.address}
              </Typography>
              <CopyAddressButton address={session.address} />
            </Box>
          </Box>
        )}
      </PageFrame>
    </RequireWallet>
  );
}
