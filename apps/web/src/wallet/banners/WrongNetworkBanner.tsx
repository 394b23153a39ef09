import { CHAINS, translateError } from "@ceiba/core";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { useWalletActions, useWalletState } from "../wallet-internals";

/**
 * The wrong-network bar (app-shell §2 "Banners", §8): the text differs for a browser wallet and the others;
 * a browser wallet gets a button that asks it to switch (adding the chain first when it does not know it).
 */
export function WrongNetworkBanner() {
  const { t, i18n } = useTranslation();
  const state = useWalletState();
  const actions = useWalletActions();
  const network = CHAINS[state.appChainId].fullName;
  const browser = state.walletKind === "browser";
  const text = translateError(browser ? "network.wrongNetworkBrowserWallet" : "network.wrongNetwork", i18n.language, {
    network,
  });
  return (
    <Alert
      severity="warning"
      square
      action={
        browser ? (
          <Button
            color="inherit"
            size="small"
            disabled={state.switching}
            onClick={() => void actions.switchToAppChain()}
          >
            {state.switching ? t("wallet.network.switching") : t("wallet.network.switchTo", { network })}
          </Button>
        ) : undefined
      }
    >
      {text.message}
      {state.switchError !== undefined && <> {t(`wallet.errors.${state.switchError}`)}</>}
    </Alert>
  );
}
