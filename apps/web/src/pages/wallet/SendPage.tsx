import Box from "@mui/material/Box";
import { useTranslation } from "react-i18next";
import { ConnectedAddress } from "../common/ConnectedAddress";
import { PageFrame } from "../common/PageFrame";
import { RequireWallet } from "../common/RequireWallet";
import { SendChoice } from "./send/SendChoice";

/** /home/send: send to a wallet (instant) or to a bank (24 hours). */
export function SendPage() {
  const { t } = useTranslation();
  return (
    <RequireWallet>
      <PageFrame title={t("walletPages.send.title")} description={t("walletPages.send.description")}>
        <Box sx={{ display: "flex", flexDirection: "column", gap: 3 }}>
          <SendChoice />
          <ConnectedAddress />
        </Box>
      </PageFrame>
    </RequireWallet>
  );
}
