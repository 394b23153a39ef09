import AccountBalanceWalletOutlined from "@mui/icons-material/AccountBalanceWalletOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { useWalletSession } from "../wallet/session";

/** Stands in for a page that needs a wallet while none is connected. */
export function ConnectWalletPrompt() {
  const { t } = useTranslation();
  const session = useWalletSession();
  return (
    <Box
      sx={{
        maxWidth: 480,
        mx: "auto",
        mt: { xs: 4, sm: 8 },
        p: { xs: 3, sm: 4 },
        textAlign: "center",
        border: 1,
        borderColor: "divider",
        borderRadius: 4,
        bgcolor: "background.paper",
      }}
    >
      <AccountBalanceWalletOutlined color="primary" sx={{ fontSize: 40 }} />
      <Typography component="h1" variant="h2" sx={{ mt: 1.5 }}>
        {t("page.connectPrompt.title")}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t("page.connectPrompt.description")}
      </Typography>
      <Button variant="contained" size="large" onClick={session.openConnect}>
        {t("page.connectPrompt.action")}
      </Button>
    </Box>
  );
}
