import { useTranslation } from "react-i18next";
import { ConnectedAddress } from "../common/ConnectedAddress";
import { PageFrame } from "../common/PageFrame";
import { RequireWallet } from "../common/RequireWallet";

/** /home/sendWallet: send to another wallet. */
export function SendWalletPage() {
  const { t } = useTranslation();
  return (
    <RequireWallet>
      <PageFrame title={t("walletPages.sendWallet.title")} description={t("walletPages.sendWallet.description")}>
        <ConnectedAddress />
      </PageFrame>
    </RequireWallet>
  );
}
