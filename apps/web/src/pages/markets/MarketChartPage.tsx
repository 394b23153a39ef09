import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { findLendingMarket } from "../../lending/data/lending-snapshot";
import { useProtocolSnapshot } from "../../lending/data/use-protocol-snapshot";
import { LoadError } from "../../shared/LoadError";
import { PATHS } from "../../routes/paths";
import { useRouteMarket } from "../lending/use-route-market";
import { PageFrame } from "../common/PageFrame";
import { UnknownMarket } from "../common/UnknownMarket";
import { MarketRateChartsLazy } from "./MarketRateChartsLazy";

/**
 * /markets/:id: one market's rate charts, by utilisation (its interest model from the Lens snapshot) and
 * over time (the indexer's history). The route's head (Spanish title and description naming the id) is
 * the router's (routes.tsx).
 */
export function MarketChartPage() {
  const { t } = useTranslation();
  const { id, market } = useRouteMarket();
  const snapshot = useProtocolSnapshot({ enabled: market !== undefined });
  if (market === undefined) return <UnknownMarket id={id} />;
  const values = { symbol: market.symbol, underlying: market.underlyingSymbol };
  const lending = snapshot.data ? findLendingMarket(snapshot.data, market.address) : undefined;
  return (
    <PageFrame title={t("markets.chartTitle", values)} description={t("markets.chartDescription", values)}>
      <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: "minmax(0, 1fr)" }}>
        {snapshot.isError && (
          <LoadError text={t("markets.error.text")} testId="markets-error" onRetry={() => void snapshot.refetch()} />
        )}
        <MarketRateChartsLazy market={lending} />
        <Box>
          <Button component={RouterLink} to={PATHS.markets} variant="outlined">
            {t("markets.allMarkets")}
          </Button>
        </Box>
      </Box>
    </PageFrame>
  );
}
