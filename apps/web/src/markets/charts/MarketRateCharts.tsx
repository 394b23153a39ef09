import Box from "@mui/material/Box";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { useId, type ReactNode } from "react";
import { LineChart, type LineChartProps } from "./LineChart";

/** What the two charts show, prepared by the page (use-rate-charts-view.tsx): texts, points, states. */
export interface RateChartsView {
  /** No chart, but a note, when the market's model does not publish its parameters. */
  utilization: { title: string; chart: LineChartProps | undefined; note?: string };
  history: {
    title: string;
    periodLabel: string;
    periods: readonly { value: string; label: string }[];
    period: string;
    onPeriodChange: (period: string) => void;
    /** Undefined while loading, after an error or without points: `status` shows instead. */
    chart: LineChartProps | undefined;
    status?: ReactNode;
    note?: ReactNode;
  };
}

/**
 * A market's two rate charts (lending-engine §2): by utilisation and over time, with the history's
 * period filter. Its own chunk (React.lazy): it draws what it is given, and imports nothing the first
 * route shares (no data hooks, no formatters), so adding it moves none of that route's code.
 */
export default function MarketRateCharts({ utilization, history }: RateChartsView) {
  const periodLabelId = useId();
  return (
    <Box
      sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "repeat(2, minmax(0, 1fr))" } }}
    >
      <ChartCard title={utilization.title}>
        {utilization.chart ? (
          <LineChart {...utilization.chart} />
        ) : (
          <Typography color="text.secondary" data-testid="utilization-unpublished">
            {utilization.note}
          </Typography>
        )}
      </ChartCard>
      <ChartCard title={history.title}>
        <Typography id={periodLabelId} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {history.periodLabel}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={history.period}
          onChange={(_, value: string | null) => value && history.onPeriodChange(value)}
          aria-labelledby={periodLabelId}
          sx={{ mb: 1.5, flexWrap: "wrap" }}
        >
          {history.periods.map((p) => (
            <ToggleButton key={p.value} value={p.value} sx={{ textTransform: "none", px: 1.5 }}>
              {p.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {history.chart ? <LineChart {...history.chart} /> : history.status}
        {history.note}
      </ChartCard>
    </Box>
  );
}

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2, border: 1, borderColor: "divider", borderRadius: 3, bgcolor: "background.paper", minWidth: 0 }}
    >
      <Typography id={headingId} component="h3" variant="h3" sx={{ mb: 1.5, fontSize: "1.0625rem" }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
