import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import { lazy, Suspense } from "react";
import type { LendingMarket } from "../../lending/data/lending-snapshot";
import { useRateChartsView } from "../../markets/use-rate-charts-view";

/** The charts' drawing is a chunk of its own, loaded when a page shows them (React.lazy). */
const MarketRateCharts = lazy(() => import("../../markets/charts/MarketRateCharts"));

function ChartsSkeleton() {
  return (
    <Box
      data-testid="market-charts-loading"
      sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "repeat(2, minmax(0, 1fr))" } }}
    >
      <Skeleton variant="rounded" height={320} />
      <Skeleton variant="rounded" height={320} />
    </Box>
  );
}

function Charts({ market }: { market: LendingMarket }) {
  const view = useRateChartsView(market);
  return (
    <Suspense fallback={<ChartsSkeleton />}>
      <MarketRateCharts {...view} />
    </Suspense>
  );
}

/** A market's rate charts, or their skeletons until the market and the charts' code are there. */
export function MarketRateChartsLazy({ market }: { market: LendingMarket | undefined }) {
  return market ? <Charts market={market} /> : <ChartsSkeleton />;
}
