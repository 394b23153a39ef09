import Box from "@mui/material/Box";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useAccountLiquidated } from "../../balance/balance-queries";
import { balanceRisk } from "../../balance/balance-risk";
import type { InterestTicker } from "../../lending/data/interest-ticker";
import { useAccruedInterest } from "../../lending/data/use-accrued-interest";
import { useProtocolSnapshot } from "../../lending/data/use-protocol-snapshot";
import { dashboardFigures } from "../home/dashboard-figures";
import { DashboardTotals } from "../home/DashboardTotals";
import { BalanceRisk } from "./BalanceRisk";

/**
 * The top of /balance: deposits, debts and net in USD ticking with the real-time interest (the dashboard's
 * figures), and the account's risk level and health factor. The timer runs on this screen, but a load made
 * here does not restart it (lending-engine §4 "Market loading").
 */
export function BalanceSummary({ ticker }: { ticker?: InterestTicker }) {
  const { t } = useTranslation();
  const { data: snapshot } = useProtocolSnapshot();
  const { interest, running, start } = useAccruedInterest({ ticker, restartOnLoad: false });
  const liquidated = useAccountLiquidated();

  // Entered directly, nothing has started the app's timer yet. Once per visit: a stop made while here (the
  // disconnect's) stays.
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    if (!running) start();
  }, [running, start]);

  const figures = useMemo(
    () => (interest && snapshot ? dashboardFigures(interest, snapshot) : undefined),
    [interest, snapshot],
  );
  const risk = useMemo(
    () => (snapshot?.account && liquidated !== undefined ? balanceRisk(snapshot, liquidated) : undefined),
    [snapshot, liquidated],
  );

  return (
    <Box
      component="section"
      aria-label={t("balance.summary.label")}
      sx={{ display: "flex", flexDirection: "column", gap: 2 }}
    >
      <DashboardTotals
        depositsUsd={figures?.depositsUsd}
        debtsUsd={figures?.debtsUsd}
        netUsd={figures?.netUsd}
        testIdPrefix="balance-total"
      />
      <BalanceRisk risk={risk} snapshot={snapshot} />
    </Box>
  );
}
