import { useTranslation } from "react-i18next";
import { ConnectedAddress } from "../common/ConnectedAddress";
import { PageFrame } from "../common/PageFrame";
import { RequireWallet } from "../common/RequireWallet";
import { SendForm } from "./send/SendForm";
import Box from "@mui/material/Box";

/** /home/sendWallet: send rBTC or a token to another Rootstock wallet. */
export function SendWalletPage() {
  const { t } = useTranslation();
  return (
    <RequireWallet>
      <PageFrame title={t("walletPages.sendWallet.title")} description={t("walletPages.sendWallet.description")}>
        <Box sx={{ display: "flex", flexDirection: "column", gap: 3 }}>
          <SendForm />
          <ConnectedAddress />
        </Box>
      </PageFrame>
    </RequireWallet>
  );
}
