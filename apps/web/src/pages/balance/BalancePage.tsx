import Box from "@mui/material/Box";
import { useTranslation } from "react-i18next";
import { YEAR_IN_REVIEW } from "../../config/year-in-review";
import type { InterestTicker } from "../../lending/data/interest-ticker";
import { ConnectedAddress } from "../common/ConnectedAddress";
import { PageFrame } from "../common/PageFrame";
import { RequireWallet } from "../common/RequireWallet";
import { BalanceSummary } from "./BalanceSummary";
import { BalanceTabs } from "./BalanceTabs";
import { YearInReview } from "./YearInReview";

export interface BalancePageProps {
  /** Injectable for tests (default: the app's ticker). */
  ticker?: InterestTicker;
  /** The year in review's year (default: the build's VITE_CEIBA_YEAR_IN_REVIEW; undefined = off). */
  yearInReview?: number;
}

/**
 * /balance (lending-engine §2): the account's totals ticking with the real-time interest, its risk level
 * and health factor with an explainer, then the tabs (operations, exchanges, liquidations, deposits, debts,
 * wallet) with the open one in `?tab=`; with the year-in-review switch on, its button and dialog.
 */
export function BalancePage({ ticker, yearInReview = YEAR_IN_REVIEW }: BalancePageProps) {
  const { t } = useTranslation();
  return (
    <RequireWallet>
      <PageFrame title={t("walletPages.balance.title")} description={t("walletPages.balance.description")}>
        <Box sx={{ display: "flex", flexDirection: "column", gap: 3, minWidth: 0 }}>
          <ConnectedAddress />
          {yearInReview !== undefined && <YearInReview year={yearInReview} />}
          <BalanceSummary ticker={ticker} />
          <BalanceTabs ticker={ticker} />
        </Box>
      </PageFrame>
    </RequireWallet>
  );
}
