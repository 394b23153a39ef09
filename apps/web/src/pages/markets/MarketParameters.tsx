import { apyPercent } from "@ceiba/core";
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../i18n/use-language";
import { marketBlocksPerYear } from "../../lending/components/market-apy";
import type { LendingMarket } from "../../lending/data/lending-snapshot";
import { marketFormat } from "../../markets/market-format";
import { hasPublishedModel } from "../../markets/utilization-curve";
import { marketRouteId } from "../../markets/market-route-id";

/**
 * Information on collateral factor, reserve factor and jump rate (lending-engine §2): what each means,
 * and each market's values with its interest model per year (the Lens' per-block parameters × blocks
 * per year; the kink as a utilisation).
 */
export function MarketParameters({ markets }: { markets: readonly LendingMarket[] | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const yearly = (m: LendingMarket, perBlock: bigint) =>
    marketFormat.percent(apyPercent(perBlock, marketBlocksPerYear(m)), language);
  const columns = [
    t("markets.table.market"),
    t("markets.info.collateralFactor"),
    t("markets.info.reserveFactor"),
    t("markets.info.baseRate"),
    t("markets.info.multiplier"),
    t("markets.info.jumpMultiplier"),
    t("markets.charts.kink"),
  ];
  const terms = [
    [t("markets.info.collateralFactor"), t("markets.info.collateralFactorText")],
    [t("markets.info.reserveFactor"), t("markets.info.reserveFactorText")],
    [t("markets.info.jumpMultiplier"), t("markets.info.jumpText")],
  ];
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h2" sx={{ mb: 1.5 }}>
        {t("markets.info.title")}
      </Typography>
      <Box component="dl" sx={{ m: 0, mb: 2, display: "grid", gap: 1 }}>
        {terms.map(([term, text]) => (
          <Box key={term}>
            <Typography component="dt" sx={{ fontWeight: 650, display: "inline" }}>
              {term}:{" "}
            </Typography>
            <Typography component="dd" color="text.secondary" sx={{ m: 0, display: "inline" }}>
              {text}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box
        sx={{ border: 1, borderColor: "divider", borderRadius: 3, bgcolor: "background.paper", overflowX: "auto" }}
        role="region"
        aria-labelledby={headingId}
        tabIndex={0}
      >
        <Table size="small" aria-labelledby={headingId} aria-busy={markets === undefined}>
          <TableHead>
            <TableRow>
              {columns.map((column, i) => (
                <TableCell
                  key={column}
                  align={i === 0 ? "left" : "right"}
                  sx={{ fontWeight: 650, whiteSpace: "nowrap" }}
                >
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {markets === undefined ? (
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column}>
                    <Skeleton />
                  </TableCell>
                ))}
              </TableRow>
            ) : (
              markets.map((m) => {
                const model = m.interestModel;
                const jump = model.kink > 0n;
                // A model without published parameters (Tropykus' kSAT) has none to show, not 0 %.
                const published = hasPublishedModel(m);
                const cells = [
                  marketFormat.fraction(m.collateralFactorMantissa, language),
                  marketFormat.fraction(m.reserveFactorMantissa, language),
                  published ? yearly(m, model.baseRatePerBlock) : t("markets.info.none"),
                  published ? yearly(m, model.multiplierPerBlock) : t("markets.info.none"),
                  jump ? yearly(m, model.jumpMultiplierPerBlock) : t("markets.info.none"),
                  jump ? marketFormat.fraction(model.kink, language) : t("markets.info.none"),
                ];
                const id = marketRouteId(m.symbol);
                return (
                  <TableRow key={m.market} data-testid={`market-parameters-${id}`}>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 650 }}>
                      {m.symbol}
                    </TableCell>
                    {cells.map((text, i) => (
                      <TableCell
                        key={i}
                        align="right"
                        sx={{ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" }}
                      >
                        {text}
                      </TableCell>
                    ))}
                  </TableRow>
                );
              })
            )}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
