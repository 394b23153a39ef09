import { CHAINS, marketsTotalUsd, orderMarketsForDisplay } from "@ceiba/core";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useId, useMemo, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import type { LendingMarket } from "../../lending/data/lending-snapshot";
import { useProtocolSnapshot } from "../../lending/data/use-protocol-snapshot";
import { listedMarkets } from "../../markets/app-markets";
import { LoadError } from "../../shared/LoadError";
import { marketRows } from "../../markets/market-rows";
import { UnavailableMarkets } from "./UnavailableMarkets";
import { isXusdMarket, marketRouteId } from "../../markets/market-route-id";
import { totalMarketActivity } from "../../markets/market-stats";
import { useMarketStats } from "../../markets/use-market-stats";
import { useWalletSession } from "../../wallet/session";
import { PageFrame } from "../common/PageFrame";
import { MarketParameters } from "./MarketParameters";
import { MarketRateChartsLazy } from "./MarketRateChartsLazy";
import { MarketsTable } from "./MarketsTable";
import { MarketsTotals } from "./MarketsTotals";

/**
 * /markets (lending-engine §2): totals, the day's volumes and the counts of depositors and borrowers, the
 * market table, the rate charts of a chosen market (by utilisation and history) and the markets' risk and
 * interest parameters. Sizes and rates come from the Lens snapshot (one eth_call), counts and volumes from
 * the indexer; the listed markets are the snapshot's (display order, no deprecated market, no XUSD).
 */
export function MarketsPage() {
  const { t } = useTranslation();
  const session = useWalletSession();
  const snapshot = useProtocolSnapshot();
  const stats = useMarketStats();
  const pickerId = useId();
  const chartsHeadingId = useId();

  const markets: LendingMarket[] | undefined = useMemo(
    () => snapshot.data?.markets.filter((m) => !isXusdMarket(m)),
    [snapshot.data],
  );
  const rows = useMemo(() => (markets ? marketRows(markets, stats.data) : undefined), [markets, stats.data]);
  const sizes = useMemo(
    () =>
      markets && snapshot.data
        ? { ...marketsTotalUsd(markets.map(sizeInput)), blockNumber: snapshot.data.blockNumber }
        : undefined,
    [markets, snapshot.data],
  );
  const activity =
    markets && stats.data
      ? {
          ...totalMarketActivity(
            stats.data,
            markets.map((m) => m.market),
          ),
          day: stats.data.day,
        }
      : undefined;

  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const chartMarket = markets?.find((m) => marketRouteId(m.symbol) === chosen) ?? markets?.[0];
  const failed = snapshot.isError || stats.isError;

  return (
    <PageFrame
      title={t("markets.title")}
      description={t("markets.description", { network: CHAINS[session.appChainId].fullName })}
    >
      <Box sx={{ display: "grid", gap: { xs: 3, sm: 4 }, gridTemplateColumns: "minmax(0, 1fr)" }}>
        {failed && (
          <LoadError
            text={t("markets.error.text")}
            testId="markets-error"
            onRetry={() => {
              if (snapshot.isError) void snapshot.refetch();
              if (stats.isError) void stats.refetch();
            }}
          />
        )}
        <MarketsTotals sizes={sizes} activity={activity} activityFailed={stats.isError} />
        <UnavailableMarkets markets={snapshot.data?.unavailable ?? []} />
        <MarketsTable
          rows={rows}
          placeholders={orderMarketsForDisplay(listedMarkets(session.appChainId))}
          countsFailed={stats.isError}
        />
        <Box component="section" aria-labelledby={chartsHeadingId}>
          <Box
            sx={{
              display: "flex",
              flexWrap: "wrap",
              alignItems: "center",
              justifyContent: "space-between",
              gap: 2,
              mb: 2,
            }}
          >
            <Typography id={chartsHeadingId} component="h2" variant="h2">
              {t("markets.chartTitle", { symbol: chartMarket?.symbol ?? "" })}
            </Typography>
            {/* A native select: the picker needs no menu code (MUI's Select brings Menu, Popover and Modal). */}
            <Box sx={{ display: "grid", gap: 0.5 }}>
              <Typography component="label" htmlFor={pickerId} variant="body2" color="text.secondary">
                {t("markets.charts.market")}
              </Typography>
              <Box
                component="select"
                id={pickerId}
                value={chartMarket ? marketRouteId(chartMarket.symbol) : ""}
                onChange={(event: ChangeEvent<HTMLSelectElement>) => setChosen(event.target.value)}
                disabled={markets === undefined}
                sx={{
                  minWidth: 200,
                  px: 1.5,
                  py: 1,
                  font: "inherit",
                  color: "text.primary",
                  bgcolor: "background.paper",
                  border: 1,
                  borderColor: "divider",
                  borderRadius: 2,
                }}
              >
                {(markets ?? []).map((m) => (
                  <option key={m.market} value={marketRouteId(m.symbol)}>
                    {`${m.underlyingSymbol} (${m.symbol})`}
                  </option>
                ))}
              </Box>
            </Box>
          </Box>
          <MarketRateChartsLazy market={chartMarket} />
        </Box>
        <MarketParameters markets={markets} />
      </Box>
    </PageFrame>
  );
}

const sizeInput = (m: LendingMarket) => ({
  totalSupply: m.totalSupply,
  exchangeRate: m.exchangeRateStored,
  totalBorrows: m.totalBorrows,
  underlyingPrice: m.underlyingPrice,
});
