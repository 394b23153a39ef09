import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import type { MessageKey } from "../../i18n/messages";
import type { AppMarket } from "../../markets/app-markets";
import { ConnectedAddress } from "../common/ConnectedAddress";
import { RequireWallet } from "../common/RequireWallet";
import { UnknownMarket } from "../common/UnknownMarket";
import { ActionTabs } from "./ActionTabs";
import { useRouteMarket } from "./use-route-market";

export interface MarketAction {
  path: (marketId: string) => string;
  tab: MessageKey;
}

/** The frame of /deposits/:id and /borrows/:id: the market's two actions as tabs, the action below. */
export function MarketActionPage({ actions }: { actions: readonly [MarketAction, MarketAction] }) {
  const { t } = useTranslation();
  const { id, market } = useRouteMarket();
  return (
    <RequireWallet>
      {market === undefined ? (
        <UnknownMarket id={id} />
      ) : (
        <Box sx={{ display: "flex", flexDirection: "column", gap: 3 }}>
          <ActionTabs
            label={t("lending.actions", { symbol: market.symbol })}
            tabs={actions.map((action) => ({ to: action.path(market.id), label: t(action.tab) }))}
          />
          <Outlet context={market} />
          <ConnectedAddress />
        </Box>
      )}
    </RequireWallet>
  );
}

/** One action of a market page: heading and description naming the market. */
export function MarketActionPanel({
  market,
  title,
  description,
}: {
  market: AppMarket;
  title: MessageKey;
  description: MessageKey;
}) {
  const { t } = useTranslation();
  const values = { symbol: market.symbol, underlying: market.underlyingSymbol };
  return (
    <Box component="section">
      <Typography component="h1" variant="h1">
        {t(title, values)}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 720 }}>
        {t(description, values)}
      </Typography>
    </Box>
  );
}
