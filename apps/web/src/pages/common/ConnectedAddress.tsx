import { CHAINS } from "@ceiba/core";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { useWalletSession } from "../../wallet/session";

/** The connected wallet's address and the app's network, on the pages that need a wallet. */
export function ConnectedAddress() {
  const { t } = useTranslation();
  const session = useWalletSession();
  if (session.address === undefined) return null;
  return (
    <Box
      sx={{
        p: 2,
        border: 1,
        borderColor: "divider",
        borderRadius: 3,
        bgcolor: "background.paper",
        display: "flex",
        flexWrap: "wrap",
        alignItems: "baseline",
        columnGap: 2,
        rowGap: 0.5,
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {t("page.connectedWallet")} · {CHAINS[session.appChainId].fullName}
      </Typography>
      <Typography
        component="p"
        sx={{ fontFamily: "monospace", fontSize: "0.875rem", wordBreak: "break-all" }}
        data-testid="connected-address"
      >
        {session.address}
      </Typography>
    </Box>
  );
}
