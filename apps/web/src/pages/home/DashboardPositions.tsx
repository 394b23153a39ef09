import { formatAmount, formatPercent } from "@ceiba/core";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { formatUsd } from "../../i18n/formatters";
import { useLanguage } from "../../i18n/use-language";
import { marketRouteId } from "../../markets/market-route-id";
import { sectionPath } from "../../routes/paths";
import type { DashboardRow } from "./dashboard-figures";
import { PositionActions } from "./PositionActions";

export type PositionKind = "deposits" | "loans";

/** A row's minimum height: the skeleton's too, so nothing moves when the figures arrive. */
const ROW_MIN_HEIGHT = 76;

const rowSx = {
  display: "grid",
  gridTemplateColumns: { xs: "minmax(0, 1fr) auto", md: "minmax(0, 1.2fr) minmax(0, 1.4fr) minmax(0, 0.8fr) auto" },
  alignItems: "center",
  columnGap: 2,
  rowGap: 1,
  px: 2.5,
  py: 1.5,
  minHeight: ROW_MIN_HEIGHT,
} as const;

/** What differs between the two lists: where an empty one points, the APY's colour and each row's links. */
const LISTS = {
  deposits: { section: "savings", apyColor: "success.main", add: "deposit", takeBack: "withdraw" },
  loans: { section: "loans", apyColor: "text.secondary", add: "borrow", takeBack: "repay" },
} as const;

export interface DashboardPositionsProps {
  kind: PositionKind;
  /** The rows; undefined while loading (`skeletonRows` placeholders). */
  rows: readonly DashboardRow[] | undefined;
  skeletonRows?: number;
}

/**
 * The user's deposits or loans: each market's amount (interest included, ticking), its USD value and
 * APY, with deposit / withdraw or borrow / repay buttons. An empty list points to the section.
 */
export function DashboardPositions({ kind, rows, skeletonRows = 1 }: DashboardPositionsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const list = LISTS[kind];

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h2" sx={{ mb: 1.5 }}>
        {t(`dashboard.${kind}.title`)}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: "divider",
          borderRadius: 3,
          bgcolor: "background.paper",
          overflow: "hidden",
        }}
      >
        {rows === undefined ? (
          <Box aria-busy="true">
            {Array.from({ length: skeletonRows }, (_, i) => (
              <Box key={i} sx={{ ...rowSx, borderTop: i === 0 ? 0 : 1, borderColor: "divider" }}>
                <Skeleton width="50%" />
                <Skeleton width="70%" />
                <Skeleton width="40%" sx={{ display: { xs: "none", md: "block" } }} />
                <Skeleton variant="rounded" width={180} height={32} sx={{ display: { xs: "none", md: "block" } }} />
              </Box>
            ))}
          </Box>
        ) : rows.length === 0 ? (
          <Box sx={{ ...rowSx, display: "flex", justifyContent: "space-between", flexWrap: "wrap" }}>
            <Typography color="text.secondary">{t(`dashboard.${kind}.empty`)}</Typography>
            <Button component={RouterLink} to={sectionPath(list.section)} variant="outlined">
              {t(`dashboard.${kind}.start`)}
            </Button>
          </Box>
        ) : (
          <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0 }}>
            {rows.map((row, index) => {
              const { market } = row;
              const id = marketRouteId(market.symbol);
              const symbol = market.underlyingSymbol;
              return (
                <Box
                  component="li"
                  key={market.market}
                  data-testid={`${kind}-row-${id}`}
                  sx={{ ...rowSx, borderTop: index === 0 ? 0 : 1, borderColor: "divider" }}
                >
                  <Box>
                    <Typography component="span" sx={{ display: "block", fontWeight: 650 }}>
                      {symbol}
                    </Typography>
                    <Typography component="span" variant="body2" color="text.secondary">
                      {market.symbol} · {t(`page.kinds.${market.kind}`)}
                    </Typography>
                  </Box>
                  <Box sx={{ textAlign: { xs: "right", md: "left" } }}>
                    <Typography
                      component="span"
                      sx={{ display: "block", fontWeight: 650, fontVariantNumeric: "tabular-nums" }}
                      data-testid={`${kind}-amount-${id}`}
                    >
                      {formatAmount(row.amount, market.underlyingDecimals, symbol, language)} {symbol}
                    </Typography>
                    <Typography component="span" variant="body2" color="text.secondary">
                      {formatUsd(row.usd, language)} USD
                    </Typography>
                  </Box>
                  <Typography variant="body2" color={list.apyColor}>
                    {t("dashboard.apy", { apy: formatPercent(row.apy, 18, language) })}
                  </Typography>
                  <PositionActions
                    add={list.add}
                    takeBack={list.takeBack}
                    marketId={id}
                    symbol={symbol}
                    deprecated={market.deprecated}
                  />
                </Box>
              );
            })}
          </Box>
        )}
      </Box>
    </Box>
  );
}
