import {
  HARDWARE_ACCOUNTS_PER_PAGE,
  HARDWARE_DERIVATION_PATHS,
  translateError,
  type HardwareDerivationPathId,
} from "@ceiba/core";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useEffect, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../i18n/use-language";
import { shortAddress } from "../../../shared/short-hex";
import type { HardwareAccountChoice } from "./hardware-account";
import type { HardwareAccountRequests } from "./hardware-account-requests";
import { hardwareErrorId } from "./hardware-errors";

const TITLE_ID = "hardware-accounts-title";

/**
 * A hardware wallet's account choice (issue 20), the Ledger's and the Trezor's: the accounts of Rootstock's
 * path (first) or Ethereum's, read from the device by the request's reader a page at a time, each with its
 * derivation path; choosing one connects it. While the device is read the list says so; a device that stops
 * answering (locked, app closed, Trezor's window closed) says what to do, with a retry. Closing the dialog
 * refuses the connection.
 */
export function HardwareAccountDialog({ requests }: { requests: HardwareAccountRequests }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const phone = useMediaQuery("(max-width:599.95px)");
  const request = useSyncExternalStore(requests.subscribe, requests.current, requests.current);
  // The wallet's name stays while the dialog animates out (the request is gone by then).
  const [walletName, setWalletName] = useState<string>(request?.wallet ?? "");
  if (request !== undefined && request.wallet !== walletName) setWalletName(request.wallet);
  const wallet = { wallet: walletName };
  const [pathId, setPathId] = useState<HardwareDerivationPathId>("rootstock");
  const [accounts, setAccounts] = useState<HardwareAccountChoice[]>([]);
  const [reading, setReading] = useState(false);
  const [errorId, setErrorId] = useState<ReturnType<typeof hardwareErrorId>>();
  const [attempt, setAttempt] = useState(0);
  const [pages, setPages] = useState(1);

  // A new request or path starts from the first page.
  useEffect(() => {
    setAccounts([]);
    setPages(1);
  }, [request, pathId]);

  useEffect(() => {
    if (request === undefined) return;
    let stale = false;
    const from = (pages - 1) * HARDWARE_ACCOUNTS_PER_PAGE;
    setReading(true);
    setErrorId(undefined);
    request
      .readAccounts(pathId, from, HARDWARE_ACCOUNTS_PER_PAGE)
      .then((page) => {
        if (!stale) setAccounts((before) => [...before.slice(0, from), ...page]);
      })
      .catch((error: unknown) => {
        if (!stale) setErrorId(hardwareErrorId(error));
      })
      .finally(() => {
        if (!stale) setReading(false);
      });
    return () => {
      stale = true;
    };
  }, [request, pathId, pages, attempt]);

  return (
    <Dialog
      open={request !== undefined}
      onClose={() => request?.cancel()}
      aria-labelledby={TITLE_ID}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
    >
      <DialogTitle id={TITLE_ID}>{t("wallet.hardwareAccounts.title", wallet)}</DialogTitle>
      <DialogContent sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
        <Typography variant="body2">{t("wallet.hardwareAccounts.intro", wallet)}</Typography>
        {walletName === "Trezor" && <Typography variant="body2">{t("wallet.hardwareAccounts.popupHint")}</Typography>}
        <ToggleButtonGroup
          exclusive
          size="small"
          value={pathId}
          onChange={(_event, value: HardwareDerivationPathId | null) => value && setPathId(value)}
          aria-label={t("wallet.hardwareAccounts.paths")}
          sx={{ flexWrap: "wrap" }}
        >
          {HARDWARE_DERIVATION_PATHS.map((path) => (
            <ToggleButton key={path.id} value={path.id} sx={{ textTransform: "none" }}>
              {t(`wallet.hardwareAccounts.${path.id}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <List aria-label={t("wallet.hardwareAccounts.list", wallet)} dense disablePadding aria-busy={reading}>
          {accounts.map((account, index) => (
            <li key={account.path}>
              <ListItemButton onClick={() => request?.choose(account)} data-testid="hardware-account">
                <ListItemText
                  primary={t("wallet.hardwareAccounts.account", { index: index + 1 })}
                  secondary={`${phone ? shortAddress(account.address) : account.address} · ${account.path}`}
                  slotProps={{ secondary: { sx: { fontFamily: "monospace", overflowWrap: "anywhere" } } }}
                />
              </ListItemButton>
            </li>
          ))}
        </List>
        {reading && (
          <Typography role="status" variant="body2" sx={{ display: "flex", alignItems: "center", gap: 1 }}>
            <CircularProgress size={16} aria-hidden />
            {t("wallet.hardwareAccounts.reading", wallet)}
          </Typography>
        )}
        {errorId !== undefined && (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" size="small" onClick={() => setAttempt((n) => n + 1)}>
                {t("wallet.hardwareAccounts.retry")}
              </Button>
            }
          >
            {translateError(errorId, language).message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => request?.cancel()}>{t("wallet.hardwareAccounts.cancel")}</Button>
        <Button
          onClick={() => setPages((n) => n + 1)}
          disabled={reading || errorId !== undefined || accounts.length < pages * HARDWARE_ACCOUNTS_PER_PAGE}
        >
          {t("wallet.hardwareAccounts.more")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
