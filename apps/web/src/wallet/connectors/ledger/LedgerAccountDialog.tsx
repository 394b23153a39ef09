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
import { readLedgerAccounts, type LedgerAccountChoice } from "./ledger-account";
import type { LedgerAccountRequests } from "./ledger-account-requests";
import { ledgerErrorId } from "./ledger-errors";

const TITLE_ID = "ledger-accounts-title";

/**
 * The Ledger's account choice (issue 20): the accounts of Rootstock's path (first) or Ethereum's, read from
 * the device a page at a time, each with its derivation path; choosing one connects it. While the device is
 * read the list says so; a device that stops answering (locked, app closed) says what to do, with a retry.
 * Closing the dialog refuses the connection.
 */
export function LedgerAccountDialog({ requests }: { requests: LedgerAccountRequests }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const phone = useMediaQuery("(max-width:599.95px)");
  const request = useSyncExternalStore(requests.subscribe, requests.current, requests.current);
  const [pathId, setPathId] = useState<HardwareDerivationPathId>("rootstock");
  const [accounts, setAccounts] = useState<LedgerAccountChoice[]>([]);
  const [reading, setReading] = useState(false);
  const [errorId, setErrorId] = useState<ReturnType<typeof ledgerErrorId>>();
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
    readLedgerAccounts(request.app, pathId, from, HARDWARE_ACCOUNTS_PER_PAGE)
      .then((page) => {
        if (!stale) setAccounts((before) => [...before.slice(0, from), ...page]);
      })
      .catch((error: unknown) => {
        if (!stale) setErrorId(ledgerErrorId(error));
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
      <DialogTitle id={TITLE_ID}>{t("wallet.ledgerAccounts.title")}</DialogTitle>
      <DialogContent sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
        <Typography variant="body2">{t("wallet.ledgerAccounts.intro")}</Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={pathId}
          onChange={(_event, value: HardwareDerivationPathId | null) => value && setPathId(value)}
          aria-label={t("wallet.ledgerAccounts.paths")}
          sx={{ flexWrap: "wrap" }}
        >
          {HARDWARE_DERIVATION_PATHS.map((path) => (
            <ToggleButton key={path.id} value={path.id} sx={{ textTransform: "none" }}>
              {t(`wallet.ledgerAccounts.${path.id}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <List aria-label={t("wallet.ledgerAccounts.list")} dense disablePadding aria-busy={reading}>
          {accounts.map((account, index) => (
            <li key={account.path}>
              <ListItemButton onClick={() => request?.choose(account)} data-testid="ledger-account">
                <ListItemText
                  primary={t("wallet.ledgerAccounts.account", { index: index + 1 })}
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
            {t("wallet.ledgerAccounts.reading")}
          </Typography>
        )}
        {errorId !== undefined && (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" size="small" onClick={() => setAttempt((n) => n + 1)}>
                {t("wallet.ledgerAccounts.retry")}
              </Button>
            }
          >
            {translateError(errorId, language).message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => request?.cancel()}>{t("wallet.ledgerAccounts.cancel")}</Button>
        <Button
          onClick={() => setPages((n) => n + 1)}
          disabled={reading || errorId !== undefined || accounts.length < pages * HARDWARE_ACCOUNTS_PER_PAGE}
        >
          {t("wallet.ledgerAccounts.more")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
