import { EXP, RATE_HISTORY_PERIODS_DAYS, type RateHistoryPeriod } from "@ceiba/core";
import Alert from "@mui/material/Alert";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useTheme } from "@mui/material/styles";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDate, formatDateTime } from "../i18n/formatters";
import { useLanguage } from "../i18n/use-language";
import type { LendingMarket } from "../lending/data/lending-snapshot";
import type { LineChartProps } from "./charts/LineChart";
import type { RateChartsView } from "./charts/MarketRateCharts";
import { LoadError } from "../shared/LoadError";
import { marketFormat } from "./market-format";
import { filterRateHistory, thinPoints, type RatePoint } from "./rate-history";
import { useRateHistory } from "./use-rate-history";
import { formatMarketApy } from "../lending/components/market-apy";
import { utilizationCurve } from "./utilization-curve";

/** Points drawn at most per line (the history of a busy market has thousands of rows in a year). */
const MAX_PLOTTED = 400;
/** Rows of the screen-reader table at most. */
const MAX_TABLE_ROWS = 12;
const PERIODS = Object.keys(RATE_HISTORY_PERIODS_DAYS) as RateHistoryPeriod[];
const isPeriod = (value: string): value is RateHistoryPeriod => (PERIODS as string[]).includes(value);

/**
 * Plotting only: a 1e18 mantissa (a percent or a fraction) as a JS number with 4 decimals. Every text of
 * the charts is formatted from the bigints themselves; this number only places a point.
 */
const plot = (mantissa: bigint) => Number(mantissa / 10n ** 14n) / 1e4;
/** The reverse, for a tick's label: a plotted number back to a mantissa (ticks are round numbers). */
const mantissa = (value: number) => BigInt(Math.round(value * 1e4)) * 10n ** 14n;

/**
 * Everything the rate charts show for `market`: the rates by utilisation (its interest model, core's
 * exact maths) and the indexer's history in the chosen period, with every text translated and formatted
 * here, so that the lazily loaded chart chunk only draws.
 */
export function useRateChartsView(market: LendingMarket): RateChartsView {
  const { t } = useTranslation();
  const language = useLanguage();
  const theme = useTheme();
  const [period, setPeriod] = useState<RateHistoryPeriod>("month");
  const history = useRateHistory(market.market);
  const curve = useMemo(() => utilizationCurve(market), [market]);

  const colors = { deposit: theme.palette.primary.main, borrow: theme.palette.secondary.main };
  const deposit = t("markets.charts.deposit");
  const borrow = t("markets.charts.borrow");
  const percent = (value: bigint) => marketFormat.percent(value, language);
  const fraction = (value: bigint) => marketFormat.fraction(value, language);
  const percentTick = (value: number) => percent(mantissa(value));
  const lines = (depositRate: bigint, borrowRate: bigint) => [
    t("markets.charts.value", { label: deposit, value: percent(depositRate) }),
    t("markets.charts.value", { label: borrow, value: percent(borrowRate) }),
  ];

  const points = curve?.points ?? [];
  const utilization: LineChartProps | undefined = curve && {
    testId: "utilization-chart",
    title: t("markets.charts.utilization"),
    description: t("markets.charts.utilizationText", {
      symbol: market.symbol,
      now: curve.current === undefined ? "–" : fraction(curve.current),
    }),
    xs: points.map((p) => plot(p.utilization * 100n)),
    xDomain: [0, 100],
    series: [
      { id: "deposit", label: deposit, color: colors.deposit, values: points.map((p) => plot(p.supplyApy)) },
      { id: "borrow", label: borrow, color: colors.borrow, values: points.map((p) => plot(p.borrowApy)) },
    ],
    xTicks: [0, 25, 50, 75, 100].map((value) => ({ value, label: percentTick(value) })),
    formatY: percentTick,
    markers: [
      ...(curve.kink === undefined ? [] : [{ x: plot(curve.kink * 100n), label: t("markets.charts.kink") }]),
      ...(curve.current === undefined ? [] : [{ x: plot(curve.current * 100n), label: t("markets.charts.now") }]),
    ],
    pointLabel: (index) => {
      const p = points[index];
      return p
        ? {
            heading: `${t("markets.table.utilization")} ${fraction(p.utilization)}`,
            lines: lines(p.supplyApy, p.borrowApy),
          }
        : { heading: "", lines: [] };
    },
    table: {
      caption: t("markets.charts.utilization"),
      columns: [t("markets.table.utilization"), deposit, borrow],
      rows: points
        .filter((p) => p.utilization % (EXP / 10n) === 0n || p.utilization === curve.kink)
        .map((p) => [fraction(p.utilization), percent(p.supplyApy), percent(p.borrowApy)]),
    },
  };

  const shown = history.data ? filterRateHistory(history.data, period) : undefined;
  const historyChart = (all: RatePoint[]): LineChartProps | undefined => {
    const first = all[0];
    const last = all.at(-1);
    if (!first || !last) return undefined;
    const plotted = thinPoints(all, MAX_PLOTTED);
    const date = (timestamp: bigint) => new Date(Number(timestamp) * 1000);
    const day = (timestamp: bigint) => formatDate(date(timestamp), language, { day: "numeric", month: "short" });
    // Plotting only: seconds since the epoch fit a JS number exactly.
    const [x0, x1] = [Number(first.timestamp), Number(last.timestamp)];
    // A span of a few days names the hour too, so that no two ticks read the same.
    const tick =
      x1 - x0 < 4 * 86_400
        ? (timestamp: bigint) =>
            formatDate(date(timestamp), language, {
              day: "numeric",
              month: "short",
              hour: "2-digit",
              minute: "2-digit",
            })
        : day;
    return {
      testId: "rate-history-chart",
      title: t("markets.charts.history"),
      description: t("markets.charts.historyText", {
        symbol: market.symbol,
        from: day(first.timestamp),
        to: day(last.timestamp),
      }),
      xs: plotted.map((p) => Number(p.timestamp)),
      series: [
        { id: "deposit", label: deposit, color: colors.deposit, values: plotted.map((p) => plot(p.depositRate)) },
        { id: "borrow", label: borrow, color: colors.borrow, values: plotted.map((p) => plot(p.borrowRate)) },
      ],
      step: true,
      xTicks: [0, 1, 2, 3].map((i) => {
        const value = x0 + ((x1 - x0) * i) / 3;
        return { value, label: tick(BigInt(Math.round(value))) };
      }),
      formatY: percentTick,
      pointLabel: (index) => {
        const p = plotted[index];
        return p
          ? { heading: formatDateTime(date(p.timestamp), language), lines: lines(p.depositRate, p.borrowRate) }
          : { heading: "", lines: [] };
      },
      table: {
        caption: t("markets.charts.history"),
        columns: [t("markets.charts.date"), deposit, borrow],
        rows: thinPoints(all, MAX_TABLE_ROWS).map((p) => [
          formatDateTime(date(p.timestamp), language),
          percent(p.depositRate),
          percent(p.borrowRate),
        ]),
      },
    };
  };
  const chart = shown ? historyChart(shown) : undefined;

  return {
    utilization: {
      title: t("markets.charts.utilization"),
      chart: utilization,
      note: t("markets.charts.unpublished", {
        symbol: market.symbol,
        deposit: formatMarketApy(market, "supply", language),
        borrow: formatMarketApy(market, "borrow", language),
      }),
    },
    history: {
      title: t("markets.charts.history"),
      periodLabel: t("markets.charts.period"),
      periods: PERIODS.map((value) => ({ value, label: t(`markets.charts.periods.${value}`) })),
      period,
      onPeriodChange: (value) => isPeriod(value) && setPeriod(value),
      chart,
      status: history.isError ? (
        <LoadError text={t("markets.error.text")} testId="rate-history-error" onRetry={() => void history.refetch()} />
      ) : shown === undefined ? (
        <Skeleton variant="rounded" height={240} data-testid="rate-history-loading" />
      ) : chart === undefined ? (
        <Typography color="text.secondary" data-testid="rate-history-empty">
          {t("markets.charts.empty")}
        </Typography>
      ) : undefined,
      note: history.data?.truncated ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t("markets.charts.truncated")}
        </Alert>
      ) : undefined,
    },
  };
}
