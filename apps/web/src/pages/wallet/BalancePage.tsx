import { useTranslation } from "react-i18next";
import { ConnectedAddress } from "../common/ConnectedAddress";
import { PageFrame } from "../common/PageFrame";
import { RequireWallet } from "../common/RequireWallet";

/** /balance: balance and activity (the lending issue fills it). */
export function BalancePage() {
  const { t } = useTranslation();
  return (
    <RequireWallet>
      <PageFrame title={t("walletPages.balance.title")} description={t("walletPages.balance.description")}>
        <ConnectedAddress />
      </PageFrame>
    </RequireWallet>
  );
}
