import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { PATHS } from "../../routes/paths";
import { ConnectedAddress } from "../common/ConnectedAddress";
import { PageFrame } from "../common/PageFrame";
import { RequireWallet } from "../common/RequireWallet";

/** /home/send: send tokens (the form arrives with the lending issue). */
export function SendPage() {
  const { t } = useTranslation();
  return (
    <RequireWallet>
      <PageFrame title={t("walletPages.send.title")} description={t("walletPages.send.description")}>
        <Box sx={{ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: 2 }}>
          <ConnectedAddress />
          <Button variant="outlined" component={RouterLink} to={PATHS.sendWallet}>
            {t("walletPages.send.toWallet")}
          </Button>
        </Box>
      </PageFrame>
    </RequireWallet>
  );
}
