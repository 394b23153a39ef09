import AccountBalanceOutlined from "@mui/icons-material/AccountBalanceOutlined";
import AccountBalanceWalletOutlined from "@mui/icons-material/AccountBalanceWalletOutlined";
import ChevronRight from "@mui/icons-material/ChevronRight";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { SvgIconComponent } from "@mui/icons-material";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { PATHS } from "../../../routes/paths";

const option = {
  display: "flex",
  alignItems: "center",
  gap: 2,
  p: 2.5,
  border: 1,
  borderColor: "divider",
  borderRadius: 4,
  bgcolor: "background.paper",
  color: "text.primary",
  textDecoration: "none",
} as const;

/**
 * Where to send (lending-engine §2 home items): to a wallet, instantly (the form at /home/sendWallet), or
 * to a bank, arriving in 24 hours (no partner is wired in this version: shown, marked unavailable).
 */
export function SendChoice() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box
      component="nav"
      aria-labelledby={headingId}
      sx={{ display: "flex", flexDirection: "column", gap: 2, maxWidth: 560 }}
    >
      <Typography id={headingId} component="h2" variant="h3">
        {t("send.choose")}
      </Typography>
      <Box component={RouterLink} to={PATHS.sendWallet} sx={{ ...option, "&:hover": { borderColor: "primary.main" } }}>
        <OptionText Icon={AccountBalanceWalletOutlined} title={t("send.wallet.title")} text={t("send.wallet.text")} />
        <ChevronRight aria-hidden sx={{ ml: "auto", color: "text.secondary" }} />
      </Box>
      <Box sx={{ ...option, color: "text.secondary", borderStyle: "dashed" }}>
        <OptionText
          Icon={AccountBalanceOutlined}
          title={t("send.bank.title")}
          text={`${t("send.bank.text")} ${t("send.bank.unavailable")}`}
        />
      </Box>
    </Box>
  );
}

function OptionText({ Icon, title, text }: { Icon: SvgIconComponent; title: string; text: string }) {
  return (
    <>
      <Icon aria-hidden sx={{ fontSize: 32, color: "inherit" }} />
      <Box>
        <Typography sx={{ fontWeight: 650, color: "inherit" }}>{title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
      </Box>
    </>
  );
}
