import { BREAKPOINTS } from "@ceiba/core";
import CloseIcon from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { QRCodeSVG } from "qrcode.react";
import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { CopyButton } from "../../../shared/CopyButton";
import type { WalletConnectPairings } from "./walletconnect-pairings";

const TITLE_ID = "walletconnect-title";

/**
 * WalletConnect's pairing (issue 20), our dialog instead of WalletConnect's modal: on a computer the QR of the
 * `wc:` URI that the phone's wallet scans; on a phone (≤ 600 px, the spec's breakpoint) a link that opens the
 * wallet app installed there. The URI can be copied either way. It stays open until the wallet approves;
 * closing it cancels the connection attempt.
 */
export function WalletConnectDialog({ pairings }: { pairings: WalletConnectPairings }) {
  const { t } = useTranslation();
  const mobile = useMediaQuery(`(max-width:${BREAKPOINTS.mobile}px)`);
  const pairing = useSyncExternalStore(pairings.subscribe, pairings.current, pairings.current);
  const uri = pairing?.uri ?? "";

  return (
    <Dialog
      open={pairing !== undefined}
      onClose={() => pairing?.cancel()}
      aria-labelledby={TITLE_ID}
      fullWidth
      maxWidth="xs"
      fullScreen={mobile}
    >
      <DialogTitle id={TITLE_ID} sx={{ pr: 6 }}>
        {t("wallet.walletConnect.title")}
      </DialogTitle>
      <IconButton
        aria-label={t("wallet.walletConnect.close")}
        onClick={() => pairing?.cancel()}
        sx={{ position: "absolute", right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <Box sx={{ display: "flex", flexDirection: "column", alignItems: "center", gap: 2 }}>
          <Typography sx={{ textAlign: "center" }}>
            {mobile ? t("wallet.walletConnect.openIntro") : t("wallet.walletConnect.scanIntro")}
          </Typography>
          {mobile ? (
            <Button variant="contained" size="large" href={uri} fullWidth sx={{ minHeight: 48 }}>
              {t("wallet.walletConnect.openWallet")}
            </Button>
          ) : (
            <Box sx={{ p: 1.5, bgcolor: "#fff", borderRadius: 2, lineHeight: 0 }}>
              <QRCodeSVG value={uri} size={240} level="M" role="img" aria-label={t("wallet.walletConnect.qr")} />
            </Box>
          )}
          <Box sx={{ display: "flex", alignItems: "center", gap: 1, width: "100%", minWidth: 0 }}>
            <Typography
              data-testid="walletconnect-uri"
              variant="body2"
              sx={{
                fontFamily: "monospace",
                wordBreak: "break-all",
                flex: 1,
                minWidth: 0,
                maxHeight: 72,
                overflow: "auto",
              }}
            >
              {uri}
            </Typography>
            <CopyButton
              text={uri}
              label={t("wallet.walletConnect.copy")}
              confirmation={t("wallet.walletConnect.copied")}
            />
          </Box>
          <Box role="status" aria-live="polite" sx={{ display: "flex", alignItems: "center", gap: 1 }}>
            <CircularProgress size={16} aria-hidden />
            <Typography variant="body2" color="text.secondary">
              {t("wallet.walletConnect.waiting")}
            </Typography>
          </Box>
        </Box>
      </DialogContent>
    </Dialog>
  );
}
