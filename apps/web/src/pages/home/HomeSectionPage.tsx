import Box from "@mui/material/Box";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { isHomeSection } from "../../routes/paths";
import { useWalletSession } from "../../wallet/session";
import { NotFoundPage } from "../errors/NotFoundPage";
import { ConnectedAddress } from "../common/ConnectedAddress";
import { PageFrame } from "../common/PageFrame";
import { RequireWallet } from "../common/RequireWallet";
import { MarketRateList } from "./MarketRateList";

/**
 * /home/section/savings and /home/section/loans: the markets to deposit in (supply APY, the wallet's
 * balance) or to borrow from (borrow APY, the liquidity). The sections want a wallet (the connect dialog
 * opens on entry); a visitor sees the connect prompt with the markets and their rates under it.
 */
export function HomeSectionPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const session = useWalletSession();
  if (!isHomeSection(id)) return <NotFoundPage />;
  const savings = id === "savings";
  const title = savings ? t("home.sections.savingsTitle") : t("home.sections.loansTitle");
  const description = savings ? t("home.sections.savingsDescription") : t("home.sections.loansDescription");

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 4 }}>
      <RequireWallet autoOpen>
        <PageFrame title={title} description={description}>
          <Box sx={{ display: "flex", flexDirection: "column", gap: 3 }}>
            <ConnectedAddress />
            <MarketRateList kind={id} />
          </Box>
        </PageFrame>
      </RequireWallet>
      {session.status === "disconnected" && <MarketRateList kind={id} />}
    </Box>
  );
}
