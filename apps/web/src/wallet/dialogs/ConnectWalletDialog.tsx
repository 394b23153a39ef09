import { BREAKPOINTS } from "@ceiba/core";
import AccountBalanceWalletOutlined from "@mui/icons-material/AccountBalanceWalletOutlined";
import CloseIcon from "@mui/icons-material/Close";
import EmailOutlined from "@mui/icons-material/EmailOutlined";
import KeyOutlined from "@mui/icons-material/KeyOutlined";
import QrCode2 from "@mui/icons-material/QrCode2";
import UsbOutlined from "@mui/icons-material/UsbOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { PATHS } from "../../routes/paths";
import type { WalletKind } from "../session";
import { useWalletActions, useWalletState } from "../wallet-internals";
import type { WalletOption } from "../wallet-state";

const TITLE_ID = "connect-wallet-title";

function OptionIcon({ option }: { option: WalletOption }) {
  if (option.icon) {
    return <Box component="img" src={option.icon} alt="" sx={{ width: 32, height: 32, borderRadius: 1 }} />;
  }
  const icons: Partial<Record<WalletKind, ReactNode>> = {
    local: <KeyOutlined />,
    walletconnect: <QrCode2 />,
    ledger: <UsbOutlined />,
    trezor: <UsbOutlined />,
  };
  return <>{icons[option.kind] ?? <AccountBalanceWalletOutlined />}</>;
}

function useOptionText() {
  const { t } = useTranslation();
  return (option: WalletOption): { label: string; hint?: string } => {
    if (option.name) return { label: option.name };
    switch (option.kind) {
      case "local":
        return { label: t("wallet.connect.localWallet"), hint: t("wallet.connect.localWalletHint") };
      case "walletconnect":
        return { label: t("wallet.connect.walletConnect"), hint: t("wallet.connect.walletConnectHint") };
      case "ledger":
        return { label: t("wallet.connect.ledger"), hint: t("wallet.connect.ledgerHint") };
      case "trezor":
        return { label: t("wallet.connect.trezor"), hint: t("wallet.connect.trezorHint") };
      case "xo":
        return { label: t("wallet.connect.xo"), hint: t("wallet.connect.xoHint") };
      default:
        return { label: t("wallet.connect.browserWallet") };
    }
  };
}

/**
 * The connect-wallet dialog (app-shell §2): "Email" (to /auth, only when social login is configured) and the
 * wallets; on a phone (≤ 600 px), or without the e-mail choice, the wallet list shows at once. Closing it
 * without a wallet goes to the savings section unless already there: the shell's session navigation does
 * that when the dialog reports itself closed (routes/session-navigation.ts).
 */
export function ConnectWalletDialog({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const state = useWalletState();
  const actions = useWalletActions();
  const navigate = useNavigate();
  const mobile = useMediaQuery(`(max-width:${BREAKPOINTS.mobile}px)`);
  const optionText = useOptionText();
  const [chooseWallet, setChooseWallet] = useState(false);
  const showChooser = state.emailLogin && !mobile && !chooseWallet;

  const close = () => {
    actions.closeConnect();
    setChooseWallet(false);
  };
  // To /auth first, then close: the shell's navigation sees the dialog closed on /auth and stays there.
  const goToAuth = async () => {
    await navigate(PATHS.auth);
    actions.closeConnect();
  };
  const connecting = state.options.find((option) => option.id === state.connectingId);
  const hasBrowserWallet = state.options.some((option) => option.kind === "browser");

  return (
    <Dialog open={open} onClose={close} aria-labelledby={TITLE_ID} fullWidth maxWidth="xs" fullScreen={mobile}>
      <DialogTitle id={TITLE_ID} sx={{ pr: 6 }}>
        {t("wallet.connect.title")}
      </DialogTitle>
      <IconButton
        aria-label={t("wallet.connect.close")}
        onClick={close}
        sx={{ position: "absolute", right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        {showChooser ? (
          <Box sx={{ display: "grid", gap: 1.5 }}>
            <Typography>{t("wallet.connect.intro")}</Typography>
            <Button variant="outlined" size="large" startIcon={<EmailOutlined />} onClick={goToAuth}>
              {t("wallet.connect.email")}
            </Button>
            <Button
              variant="contained"
              size="large"
              startIcon={<AccountBalanceWalletOutlined />}
              onClick={() => setChooseWallet(true)}
            >
              {t("wallet.connect.cryptoWallets")}
            </Button>
          </Box>
        ) : (
          <>
            {state.emailLogin && !mobile && (
              <Button size="small" onClick={() => setChooseWallet(false)} sx={{ mb: 1 }}>
                {t("wallet.connect.back")}
              </Button>
            )}
            {state.emailLogin && mobile && (
              <Button fullWidth variant="outlined" startIcon={<EmailOutlined />} sx={{ mb: 1 }} onClick={goToAuth}>
                {t("wallet.connect.email")}
              </Button>
            )}
            <List aria-label={t("wallet.connect.walletList")} disablePadding>
              {state.options.map((option) => {
                const { label, hint } = optionText(option);
                const busy = option.id === state.connectingId;
                return (
                  <li key={option.id}>
                    <ListItemButton
                      disabled={state.connectingId !== undefined && !busy}
                      onClick={() => void actions.connect(option.id)}
                      sx={{ borderRadius: 2 }}
                    >
                      <ListItemIcon sx={{ minWidth: 48 }}>
                        <OptionIcon option={option} />
                      </ListItemIcon>
                      <ListItemText primary={label} secondary={hint} />
                      {busy && <CircularProgress size={20} aria-hidden />}
                    </ListItemButton>
                  </li>
                );
              })}
            </List>
            {!hasBrowserWallet && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t("wallet.connect.noBrowserWallet")}
              </Typography>
            )}
            <Box role="status" aria-live="polite" sx={{ mt: 1 }}>
              {connecting && (
                <Typography variant="body2">
                  {t("wallet.connect.connecting", { wallet: optionText(connecting).label })}
                </Typography>
              )}
            </Box>
            {state.connectError !== undefined && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {t(`wallet.errors.${state.connectError}`)}
              </Alert>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
