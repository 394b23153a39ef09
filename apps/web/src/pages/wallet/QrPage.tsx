import { CHAINS, toChecksum } from "@ceiba/core";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { AddressQr } from "../../shell/dialogs/AddressQr";
import { CopyAddressButton } from "../../shell/top-bar/CopyAddressButton";
import { useWalletSession } from "../../wallet/session";
import { PageFrame } from "../common/PageFrame";
import { RequireWallet } from "../common/RequireWallet";

/**
 * /home/qr: the connected wallet's address as a QR code, to receive funds. The text shows the address with
 * the app chain's checksum (EIP-1191 on Rootstock 30 and 31, EIP-55 locally); the QR code carries it in
 * lower case, which every wallet accepts whatever checksum it checks.
 */
export function QrPage() {
  const { t } = useTranslation();
  const session = useWalletSession();
  const network = CHAINS[session.appChainId].fullName;
  const shown = session.address === undefined ? undefined : toChecksum(session.address, session.appChainId);
  return (
    <RequireWallet>
      <PageFrame title={t("walletPages.qr.title")} description={t("walletPages.qr.description", { network })}>
        {session.address !== undefined && shown !== undefined && (
          <Box
            sx={{ display: "flex", flexDirection: "column", alignItems: { xs: "center", sm: "flex-start" }, gap: 2 }}
          >
            <AddressQr address={session.address.toLowerCase()} />
            <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, maxWidth: "100%" }}>
              <Typography
                sx={{ fontFamily: "monospace", fontSize: "0.875rem", wordBreak: "break-all" }}
                data-testid="qr-address"
              >
                {shown}
              </Typography>
              <CopyAddressButton address={shown} />
            </Box>
          </Box>
        )}
      </PageFrame>
    </RequireWallet>
  );
}
