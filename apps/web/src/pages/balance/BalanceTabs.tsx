import Box from "@mui/material/Box";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { InterestTicker } from "../../lending/data/interest-ticker";
import { BALANCE_TAB_PARAM, BALANCE_TABS, parseBalanceTab, type BalanceTab } from "../../balance/balance-tabs";
import { ExchangesTab, OperationsTab } from "./activity";
import { LiquidationsTab } from "./LiquidationsTab";
import { PositionsTab } from "./PositionsTab";
import { WalletTab } from "./WalletTab";

const PANELS: Record<BalanceTab, (ticker: InterestTicker | undefined) => ReactNode> = {
  operations: () => <OperationsTab />,
  exchanges: () => <ExchangesTab />,
  liquidations: () => <LiquidationsTab />,
  deposits: (ticker) => <PositionsTab kind="deposits" ticker={ticker} />,
  debts: (ticker) => <PositionsTab kind="debts" ticker={ticker} />,
  wallet: () => <WalletTab />,
};

/**
 * The six tabs of /balance. The open one is `?tab=` (a link opens a tab; switching replaces the history
 * entry, so Back leaves the page instead of walking the tabs). Only the open panel is rendered. The tab
 * list scrolls sideways on a phone instead of widening the page.
 */
export function BalanceTabs({ ticker }: { ticker?: InterestTicker }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = parseBalanceTab(params.get(BALANCE_TAB_PARAM));
  const id = useId();
  const tabId = (name: BalanceTab) => `${id}-tab-${name}`;
  const panelId = (name: BalanceTab) => `${id}-panel-${name}`;

  const select = (next: BalanceTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set(BALANCE_TAB_PARAM, next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <Box sx={{ minWidth: 0 }}>
      <Tabs
        value={tab}
        onChange={(_event, next: BalanceTab) => select(next)}
        aria-label={t("balance.tabs.label")}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: "divider" }}
      >
        {BALANCE_TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`balance.tabs.${name}`)}
            id={tabId(name)}
            // Only the open panel exists: the other tabs name none.
            aria-controls={name === tab ? panelId(name) : undefined}
            sx={{ textTransform: "none", fontWeight: 600, minWidth: 0, px: { xs: 1.5, sm: 2 } }}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} sx={{ pt: 2.5, minWidth: 0 }}>
        <Box key={tab}>{PANELS[tab](ticker)}</Box>
      </Box>
    </Box>
  );
}
