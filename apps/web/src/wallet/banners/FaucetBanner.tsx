import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import { useTranslation } from "react-i18next";
import { useWalletActions, useWalletState } from "../wallet-internals";

/** The local wallet's funding by the local faucet on its first connect: progress, done, or why it failed. */
export function FaucetBanner() {
  const { t } = useTranslation();
  const { faucet } = useWalletState();
  const actions = useWalletActions();
  if (faucet.status === "funding") {
    return (
      <Alert severity="info" square role="status">
        {t("wallet.faucet.funding")}
        <LinearProgress sx={{ mt: 1 }} aria-label={t("wallet.faucet.funding")} />
      </Alert>
    );
  }
  if (faucet.status === "funded") {
    return (
      <Alert severity="success" square onClose={actions.dismissFaucet} closeText={t("wallet.faucet.dismiss")}>
        {t("wallet.faucet.funded")}
      </Alert>
    );
  }
  if (faucet.status === "failed") {
    return (
      <Alert
        severity="error"
        square
        action={
          <>
            <Button color="inherit" size="small" onClick={() => void actions.retryFaucet()}>
              {t("wallet.faucet.retry")}
            </Button>
            <Button color="inherit" size="small" onClick={actions.dismissFaucet}>
              {t("wallet.faucet.dismiss")}
            </Button>
          </>
        }
      >
        {t(`wallet.faucet.errors.${faucet.error ?? "failed"}`, { seconds: faucet.retryAfterSeconds ?? 60 })}
      </Alert>
    );
  }
  return null;
}
