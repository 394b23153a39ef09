import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { visuallyHidden } from "../../shared/visually-hidden";

/**
 * A small hand-written SVG line chart (no charting library: the markets page's charts stay a few kB):
 * lines, axes, a tooltip that follows the pointer or the arrow keys, and the data as a table for screen
 * readers. It plots plain numbers: callers convert their bigint values at that step only, and format every
 * text (ticks, tooltip, table) from the bigints themselves.
 */
export interface ChartSeries {
  id: string;
  label: string;
  color: string;
  /** One y value per x. */
  values: readonly number[];
}

export interface ChartTable {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

export interface LineChartProps {
  /** The chart's accessible name. */
  title: string;
  /** A sentence that sums the data up (aria-describedby). */
  description: string;
  /** The x of every point, increasing. */
  xs: readonly number[];
  /** The x range shown (default: the first and last x). */
  xDomain?: readonly [number, number];
  series: readonly ChartSeries[];
  xTicks: readonly { value: number; label: string }[];
  /** A y tick's label. */
  formatY: (value: number) => string;
  /** The tooltip of the point at `index`: a heading and one line per series. */
  pointLabel: (index: number) => { heading: string; lines: readonly string[] };
  /** Vertical marks (a kink, the utilisation now). */
  markers?: readonly { x: number; label: string }[];
  /** Each value holds until the next x (rates between accruals): steps instead of slopes. */
  step?: boolean;
  /** The data for screen readers (visually hidden). */
  table: ChartTable;
  testId?: string;
}

const HEIGHT = 240;
const PAD = { top: 12, right: 28, bottom: 28, left: 52 };

/** 0 and four round steps up to at least `max`. */
export function yTicks(max: number): number[] {
  if (!(max > 0)) return [0, 1, 2, 3, 4];
  const rough = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * magnitude >= rough) ?? 10) * magnitude;
  return [0, 1, 2, 3, 4].map((i) => i * step);
}

/** About how wide a tick's label is at 11 px (CSS pixels). */
const labelWidth = (label: string) => label.length * 6.2;

/**
 * The x ticks that fit side by side at this width (a narrow phone drops every other one), each anchored so
 * that its label stays inside the chart.
 */
export function fittingTicks(
  ticks: readonly { value: number; label: string }[],
  px: (x: number) => number,
  width: number,
): { value: number; label: string; x: number; anchor: "start" | "middle" | "end" }[] {
  const placed: {
    value: number;
    label: string;
    x: number;
    anchor: "start" | "middle" | "end";
    left: number;
    right: number;
  }[] = [];
  for (const tick of ticks) {
    const x = px(tick.value);
    const half = labelWidth(tick.label) / 2;
    const anchor = x - half < 0 ? "start" : x + half > width ? "end" : "middle";
    const left = anchor === "start" ? x : anchor === "end" ? x - 2 * half : x - half;
    const right = left + 2 * half;
    const previous = placed.at(-1);
    if (previous && left < previous.right + 8) continue;
    placed.push({ ...tick, x, anchor, left, right });
  }
  return placed.map(({ value, label, x, anchor }) => ({ value, label, x, anchor }));
}

/**
 * The container's width in CSS pixels: measured before the first paint (a 640 px guess painted on a 360 px
 * phone widened the page for a frame, and mobile browsers then zoom the whole page out), then followed with
 * ResizeObserver. 640 only where nothing can be measured (tests without layout).
 */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  useLayoutEffect(() => {
    const measured = Math.floor(ref.current?.getBoundingClientRect().width ?? 0);
    if (measured > 0) setWidth(measured);
  }, []);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

export function LineChart(props: LineChartProps) {
  const { xs, series } = props;
  const { ref, width } = useWidth();
  const titleId = useId();
  const descriptionId = useId();
  const [active, setActive] = useState<number | undefined>(undefined);

  const [x0, x1] = props.xDomain ?? [xs[0] ?? 0, xs.at(-1) ?? 1];
  const ticks = yTicks(Math.max(0, ...series.flatMap((s) => s.values)));
  const yMax = ticks.at(-1) ?? 1;
  const plotWidth = Math.max(1, width - PAD.left - PAD.right);
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const px = (x: number) => PAD.left + (x1 === x0 ? 0 : ((x - x0) / (x1 - x0)) * plotWidth);
  const py = (y: number) => PAD.top + plotHeight - (y / yMax) * plotHeight;

  const path = (values: readonly number[]) =>
    xs
      .map((x, i) => {
        const X = px(x).toFixed(1);
        const Y = py(values[i] ?? 0).toFixed(1);
        if (i === 0) return `M${X} ${Y}`;
        return props.step ? `H${X} V${Y}` : `L${X} ${Y}`;
      })
      .join(" ");

  /** The point nearest to a pixel x. */
  const nearest = (pixel: number) => {
    let best = 0;
    xs.forEach((x, i) => {
      if (Math.abs(px(x) - pixel) < Math.abs(px(xs[best] ?? 0) - pixel)) best = i;
    });
    return best;
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (xs.length > 0) setActive(nearest(event.clientX - box.left));
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const last = xs.length - 1;
    if (last < 0) return;
    const current = active ?? last;
    const next =
      event.key === "ArrowLeft"
        ? Math.max(0, current - 1)
        : event.key === "ArrowRight"
          ? Math.min(last, current + 1)
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
  };

  const tip = active === undefined ? undefined : props.pointLabel(active);
  const activeX = active === undefined ? undefined : px(xs[active] ?? 0);

  return (
    <Box ref={ref} sx={{ position: "relative", width: "100%" }} data-testid={props.testId}>
      <svg
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={0}
        onPointerMove={onPointerMove}
        onPointerLeave={() => setActive(undefined)}
        onFocus={() => setActive((current) => current ?? (xs.length > 0 ? xs.length - 1 : undefined))}
        onBlur={() => setActive(undefined)}
        onKeyDown={onKeyDown}
        style={{ display: "block", maxWidth: "100%", overflow: "visible", touchAction: "pan-y" }}
      >
        <title id={titleId}>{props.title}</title>
        <desc id={descriptionId}>{props.description}</desc>
        <g fontSize={11} fill="currentColor" opacity={0.7} aria-hidden="true">
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={PAD.left}
                x2={PAD.left + plotWidth}
                y1={py(tick)}
                y2={py(tick)}
                stroke="currentColor"
                opacity={0.15}
              />
              <text x={PAD.left - 6} y={py(tick)} textAnchor="end" dominantBaseline="middle">
                {props.formatY(tick)}
              </text>
            </g>
          ))}
          {fittingTicks(props.xTicks, px, width).map((tick) => (
            <text key={tick.value} x={tick.x} y={HEIGHT - 8} textAnchor={tick.anchor}>
              {tick.label}
            </text>
          ))}
        </g>
        {props.markers?.map((marker) => (
          <g key={marker.label} aria-hidden="true">
            <line
              x1={px(marker.x)}
              x2={px(marker.x)}
              y1={PAD.top}
              y2={PAD.top + plotHeight}
              stroke="currentColor"
              strokeDasharray="4 4"
              opacity={0.45}
            />
            <text x={px(marker.x) + 4} y={PAD.top + 10} fontSize={11} fill="currentColor" opacity={0.8}>
              {marker.label}
            </text>
          </g>
        ))}
        {series.map((s) => (
          <path
            key={s.id}
            d={path(s.values)}
            fill="none"
            stroke={s.color}
            strokeWidth={2}
            strokeLinejoin="round"
            data-testid={`${props.testId ?? "chart"}-line-${s.id}`}
            data-points={s.values.length}
          />
        ))}
        {active !== undefined && activeX !== undefined && (
          <g aria-hidden="true">
            <line
              x1={activeX}
              x2={activeX}
              y1={PAD.top}
              y2={PAD.top + plotHeight}
              stroke="currentColor"
              opacity={0.3}
            />
            {series.map((s) => (
              <circle key={s.id} cx={activeX} cy={py(s.values[active] ?? 0)} r={4} fill={s.color} />
            ))}
          </g>
        )}
      </svg>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, mt: 1 }} aria-hidden="true">
        {series.map((s) => (
          <Typography
            key={s.id}
            component="span"
            variant="body2"
            sx={{ display: "inline-flex", alignItems: "center", gap: 0.75 }}
          >
            <Box component="span" sx={{ width: 14, height: 3, borderRadius: 1, bgcolor: s.color }} />
            {s.label}
          </Typography>
        ))}
      </Box>
      <Box
        role="status"
        aria-live="polite"
        data-testid={props.testId ? `${props.testId}-tooltip` : undefined}
        sx={
          tip && activeX !== undefined
            ? {
                position: "absolute",
                top: 0,
                left: activeX > width / 2 ? undefined : activeX + 12,
                right: activeX > width / 2 ? width - activeX + 12 : undefined,
                px: 1.25,
                py: 0.75,
                borderRadius: 2,
                border: 1,
                borderColor: "divider",
                bgcolor: "background.paper",
                boxShadow: 2,
                pointerEvents: "none",
                whiteSpace: "nowrap",
              }
            : visuallyHidden
        }
      >
        {tip && (
          <>
            <Typography variant="body2" sx={{ fontWeight: 650 }}>
              {tip.heading}
            </Typography>
            {tip.lines.map((line) => (
              <Typography key={line} variant="body2">
                {line}
              </Typography>
            ))}
          </>
        )}
      </Box>
      {/* Hidden in a div: a table ignores overflow and 1px widths, and would widen the page. */}
      <Box sx={visuallyHidden}>
        <table>
          <caption>{props.table.caption}</caption>
          <thead>
            <tr>
              {props.table.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.table.rows.map((row, i) => (
              <tr key={i}>
                {row.map((cell, j) =>
                  j === 0 ? (
                    <th key={j} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={j}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}
