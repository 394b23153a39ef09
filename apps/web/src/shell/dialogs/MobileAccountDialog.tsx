import { BREAKPOINTS } from "@ceiba/core";
import Logout from "@mui/icons-material/Logout";
import QrCode2 from "@mui/icons-material/QrCode2";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTranslation } from "react-i18next";
import { useWalletSession } from "../../wallet/session";
import { CopyAddressButton } from "../top-bar/CopyAddressButton";
import { setMobileDisconnectOpen, setQrOpen, useUi } from "../ui-store";
import { ShellDialog } from "./ShellDialog";

/** The phone's account dialog (width ≤ 600 px): the address and close-session. */
export function MobileAccountDialog() {
  const { t } = useTranslation();
  const requested = useUi((state) => state.mobileDisconnectOpen);
  const phone = useMediaQuery(`(max-width: ${BREAKPOINTS.mobile}px)`, { noSsr: true });
  const session = useWalletSession();
  const { address } = session;
  const close = () => setMobileDisconnectOpen(false);

  return (
    <ShellDialog
      open={requested && phone && address !== undefined}
      onClose={close}
      title={t("dialogs.mobileAccount.title")}
      actions={
        <Button
          variant="contained"
          color="error"
          startIcon={<Logout />}
          fullWidth
          onClick={() => {
            close();
            void session.disconnect();
          }}
        >
          {t("dialogs.mobileAccount.closeSession")}
        </Button>
      }
    >
      {address !== undefined && (
        <Box sx={{ display: "flex", alignItems: "center", gap: 0.5 }}>
          <Typography sx={{ fontFamily: "monospace", fontSize: "0.875rem", wordBreak: "break-all", flex: 1 }}>
            {address}
          </Typography>
          <CopyAddressButton address={address} />
        </Box>
      )}
      <Button
        startIcon={<QrCode2 />}
        sx={{ mt: 1 }}
        onClick={() => {
          close();
          setQrOpen(true);
        }}
      >
        {t("dialogs.mobileAccount.qr")}
      </Button>
    </ShellDialog>
  );
}
