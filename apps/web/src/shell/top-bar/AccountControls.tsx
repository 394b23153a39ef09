import KeyOutlined from "@mui/icons-material/KeyOutlined";
import Logout from "@mui/icons-material/Logout";
import QrCode2 from "@mui/icons-material/QrCode2";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import { useTranslation } from "react-i18next";
import { shortAddress } from "../../shared/short-hex";
import { visuallyHidden } from "../../shared/visually-hidden";
import { useWalletSession } from "../../wallet/session";
import { setExportKeyOpen, setMobileDisconnectOpen, setQrOpen } from "../ui-store";
import { CopyAddressButton } from "./CopyAddressButton";

/**
 * The top bar's wallet part: a connect button when no wallet is connected; when one is, the account
 * (first 4 + last 4 characters) with copy, QR and, for wallets whose key can be exported, the export-key
 * icon, and the disconnect button. On a phone the account opens the mobile account dialog instead.
 */
export function AccountControls({ mobile }: { mobile: boolean }) {
  const { t } = useTranslation();
  const session = useWalletSession();
  const { address } = session;

  if (session.status !== "connected" || address === undefined) {
    return (
      <Button variant="contained" onClick={session.openConnect} sx={{ whiteSpace: "nowrap" }}>
        {t("topBar.connect")}
      </Button>
    );
  }

  const short = shortAddress(address);
  if (mobile) {
    return (
      <Box sx={{ display: "flex", alignItems: "center", gap: 0.25 }}>
        <Button
          variant="outlined"
          size="small"
          onClick={() => setMobileDisconnectOpen(true)}
          // The name holds what the button shows (WCAG 2.5.3); the account dialog it opens shows the whole address.
          aria-label={t("topBar.accountMenu", { address: short })}
          sx={{ fontFamily: "monospace", fontWeight: 600 }}
        >
          {short}
        </Button>
        <CopyAddressButton address={address} />
      </Box>
    );
  }

  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 0.25 }}>
      <Box
        component="span"
        title={address}
        sx={{
          fontFamily: "monospace",
          fontWeight: 600,
          px: 1.5,
          py: 0.75,
          mr: 0.5,
          borderRadius: 5,
          bgcolor: "action.hover",
        }}
      >
        <Box component="span" sx={visuallyHidden}>
          {t("topBar.account", { address })}
        </Box>
        <span aria-hidden="true">{short}</span>
      </Box>
      <CopyAddressButton address={address} />
      <IconButton size="small" onClick={() => setQrOpen(true)} aria-label={t("topBar.showQr")}>
        <QrCode2 fontSize="small" />
      </IconButton>
      {session.canExportKey && (
        <IconButton size="small" onClick={() => setExportKeyOpen(true)} aria-label={t("topBar.exportKey")}>
          <KeyOutlined fontSize="small" />
        </IconButton>
      )}
      <IconButton size="small" onClick={() => void session.disconnect()} aria-label={t("topBar.disconnect")}>
        <Logout fontSize="small" />
      </IconButton>
    </Box>
  );
}
