import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { PATHS } from "../../routes/paths";
import { useRouteMarket } from "../lending/use-route-market";
import { PageFrame } from "../common/PageFrame";
import { UnknownMarket } from "../common/UnknownMarket";

/** /markets/:id: one market's rate history (the chart arrives with the lending issue). */
export function MarketChartPage() {
  const { t } = useTranslation();
  const { id, market } = useRouteMarket();
  if (market === undefined) return <UnknownMarket id={id} />;
  const values = { symbol: market.symbol, underlying: market.underlyingSymbol };
  return (
    <PageFrame title={t("markets.chartTitle", values)} description={t("markets.chartDescription", values)}>
      <Button component={RouterLink} to={PATHS.markets} variant="outlined">
        {t("markets.allMarkets")}
      </Button>
    </PageFrame>
  );
}
