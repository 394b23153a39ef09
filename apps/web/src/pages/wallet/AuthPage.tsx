import Button from "@mui/material/Button";
import { useContext, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { demandWalletStack } from "../../app/wallet-demand";
import { useWalletSession } from "../../wallet/session";
import { SocialLoginPanel } from "../../wallet/social/SocialLoginPanel";
import { WalletInternalsContext } from "../../wallet/wallet-internals";
import { ConnectedAddress } from "../common/ConnectedAddress";
import { PageFrame } from "../common/PageFrame";
import { SavingsYieldNote } from "./SavingsYieldNote";

/**
 * /auth: the web3 authentication page (app-shell §2): e-mail or social login (Web3Auth), when this
 * deployment configured it; the connect dialog's wallets otherwise. The page asks for the wallet code (the
 * login lives in it) as it opens, so a visitor who lands here directly sees the login, not only a connect
 * button; until the code is there the page offers the connect button (which waits for it).
 */
export function AuthPage() {
  const { t } = useTranslation();
  const session = useWalletSession();
  const walletLoaded = useContext(WalletInternalsContext) !== undefined;
  useEffect(() => demandWalletStack(), []);
  return (
    <PageFrame title={t("walletPages.auth.title")} description={t("walletPages.auth.description")}>
      {session.status === "connected" ? (
        <ConnectedAddress />
      ) : walletLoaded ? (
        <SocialLoginPanel>
          <SavingsYieldNote />
        </SocialLoginPanel>
      ) : (
        <Button variant="contained" size="large" onClick={session.openConnect}>
          {t("topBar.connect")}
        </Button>
      )}
    </PageFrame>
  );
}
