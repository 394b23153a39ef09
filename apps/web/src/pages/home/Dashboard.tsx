import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useAccruedInterest } from "../../lending/data/use-accrued-interest";
import type { InterestTicker } from "../../lending/data/interest-ticker";
import { useProtocolSnapshot } from "../../lending/data/use-protocol-snapshot";
import { dashboardFigures } from "./dashboard-figures";
import { DashboardPositions } from "./DashboardPositions";
import { DashboardTotals } from "./DashboardTotals";

/**
 * The connected user's dashboard: totals (deposits, debts, net in USD), then deposits and loans per
 * market with their buttons. Every figure is the real-time interest of useAccruedInterest: re-rendered
 * every 200 ms, equal to the chain's value at each block (core's ticker maths on the snapshot).
 */
export function Dashboard({ ticker }: { ticker?: InterestTicker }) {
  const { t } = useTranslation();
  const { data: snapshot } = useProtocolSnapshot();
  const { interest } = useAccruedInterest({ ticker });
  const figures = useMemo(
    () => (interest && snapshot ? dashboardFigures(interest, snapshot) : undefined),
    [interest, snapshot],
  );

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 3 }}>
      <DashboardTotals depositsUsd={figures?.depositsUsd} debtsUsd={figures?.debtsUsd} netUsd={figures?.netUsd} />
      <DashboardPositions kind="deposits" rows={figures?.deposits} />
      <DashboardPositions kind="loans" rows={figures?.loans} />
      <Typography
        variant="caption"
        color="text.secondary"
        data-testid="dashboard-block"
        data-block={figures?.blockNumber.toString()}
        sx={{ minHeight: 20 }}
      >
        {figures ? t("dashboard.atBlock", { block: figures.blockNumber.toString() }) : " "}
      </Typography>
    </Box>
  );
}
