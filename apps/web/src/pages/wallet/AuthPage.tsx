import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { useWalletSession } from "../../wallet/session";
import { ConnectedAddress } from "../common/ConnectedAddress";
import { PageFrame } from "../common/PageFrame";

/** /auth: the web3 authentication page (e-mail login arrives with its wallet). */
export function AuthPage() {
  const { t } = useTranslation();
  const session = useWalletSession();
  return (
    <PageFrame title={t("walletPages.auth.title")} description={t("walletPages.auth.description")}>
      {session.status === "connected" ? (
        <ConnectedAddress />
      ) : (
        <Button variant="contained" size="large" onClick={session.openConnect}>
          {t("topBar.connect")}
        </Button>
      )}
    </PageFrame>
  );
}
