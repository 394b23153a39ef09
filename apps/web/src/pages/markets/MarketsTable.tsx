import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Skeleton from "@mui/material/Skeleton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TableSortLabel from "@mui/material/TableSortLabel";
import Typography from "@mui/material/Typography";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useLanguage } from "../../i18n/use-language";
import type { AppMarket } from "../../markets/app-markets";
import { marketFormat } from "../../markets/market-format";
import {
  DEFAULT_SORT,
  nextSort,
  SORT_COLUMNS,
  sortMarketRows,
  type MarketRow,
  type MarketSort,
  type SortColumn,
} from "../../markets/market-rows";
import { marketChartPath } from "../../routes/paths";

const LABEL_KEYS = {
  market: "markets.table.market",
  depositsUsd: "markets.table.deposits",
  borrowsUsd: "markets.table.borrows",
  supplyApy: "markets.table.supplyApy",
  borrowApy: "markets.table.borrowApy",
  utilization: "markets.table.utilization",
  depositors: "markets.table.depositors",
  borrowers: "markets.table.borrowers",
} as const satisfies Record<SortColumn, string>;

export interface MarketsTableProps {
  /** Undefined while the snapshot loads: the deployment's markets stand with skeleton figures. */
  rows: MarketRow[] | undefined;
  placeholders: readonly AppMarket[];
  /** The indexer failed: its counts show a dash. */
  countsFailed: boolean;
}

/**
 * The market table (lending-engine §2): every listed market with its sizes, rates, utilisation and counts,
 * sortable by any column. The headers are buttons (Tab, Enter or Space) and the sorted one carries aria-sort.
 */
export function MarketsTable({ rows, placeholders, countsFailed }: MarketsTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [sort, setSort] = useState<MarketSort>(DEFAULT_SORT);
  const ratesHintId = useId();
  const sorted = useMemo(() => (rows ? sortMarketRows(rows, sort) : undefined), [rows, sort]);

  const cell = (row: MarketRow, column: Exclude<SortColumn, "market">): string => {
    switch (column) {
      case "depositsUsd":
      case "borrowsUsd": {
        const value = row[column];
        return value === undefined ? t("markets.table.noPrice") : marketFormat.usd(value, language);
      }
      case "supplyApy":
      case "borrowApy":
        return marketFormat.percent(row[column], language);
      case "utilization":
        return row.utilization === undefined ? "–" : marketFormat.fraction(row.utilization, language);
      default: {
        const value = row[column];
        return value === undefined ? "–" : marketFormat.count(value, language);
      }
    }
  };
  const figureColumns = SORT_COLUMNS.filter((c): c is Exclude<SortColumn, "market"> => c !== "market");
  const countPending = (column: SortColumn) => (column === "depositors" || column === "borrowers") && !countsFailed;

  return (
    <Box
      sx={{ border: 1, borderColor: "divider", borderRadius: 3, bgcolor: "background.paper", overflowX: "auto" }}
      role="region"
      aria-label={t("markets.title")}
      tabIndex={0}
    >
      {/* Each market's link is named by what it shows (WCAG 2.5.3) and described by where it leads; a
          description, not a name, so that the row header a screen reader repeats stays the market's name. */}
      <span id={ratesHintId} hidden>
        {t("markets.rates")}
      </span>
      <Table size="small" aria-label={t("markets.title")} aria-busy={rows === undefined} data-testid="markets-table">
        <TableHead>
          <TableRow>
            {SORT_COLUMNS.map((column) => {
              const active = sort.column === column;
              return (
                <TableCell
                  key={column}
                  align={column === "market" ? "left" : "right"}
                  aria-sort={active ? sort.direction : undefined}
                  sx={{ fontWeight: 650, lineHeight: 1.2, px: 1, verticalAlign: "bottom" }}
                >
                  <TableSortLabel
                    active={active}
                    direction={active && sort.direction === "descending" ? "desc" : "asc"}
                    onClick={() => setSort((current) => nextSort(current, column))}
                    data-testid={`sort-${column}`}
                  >
                    {t(LABEL_KEYS[column])}
                  </TableSortLabel>
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {sorted === undefined
            ? placeholders.map((m) => (
                <TableRow key={m.id}>
                  <TableCell component="th" scope="row">
                    <MarketName underlying={m.underlyingSymbol} symbol={m.symbol} />
                  </TableCell>
                  {figureColumns.map((column) => (
                    <TableCell key={column} align="right">
                      <Skeleton width={64} sx={{ ml: "auto" }} />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : sorted.map((row) => (
                <TableRow key={row.id} hover data-testid={`market-row-${row.id}`}>
                  <TableCell component="th" scope="row">
                    <Link
                      component={RouterLink}
                      to={marketChartPath(row.id)}
                      aria-describedby={ratesHintId}
                      underline="hover"
                      color="inherit"
                    >
                      <MarketName underlying={row.underlyingSymbol} symbol={row.symbol} />
                    </Link>
                  </TableCell>
                  {figureColumns.map((column) => (
                    <TableCell
                      key={column}
                      align="right"
                      data-testid={`market-${row.id}-${column}`}
                      sx={{ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums", px: 1 }}
                    >
                      {row[column] === undefined && countPending(column) ? (
                        <Skeleton width={40} sx={{ ml: "auto" }} />
                      ) : (
                        cell(row, column)
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function MarketName({ underlying, symbol }: { underlying: string; symbol: string }) {
  return (
    <>
      <Typography component="span" sx={{ display: "block", fontWeight: 650 }}>
        {underlying}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary">
        {symbol}
      </Typography>
    </>
  );
}
