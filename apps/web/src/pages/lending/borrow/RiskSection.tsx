import { formatFractionAsPercent, type RiskLevel } from "@ceiba/core";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatUsd } from "../../../i18n/formatters";
import { useLanguage } from "../../../i18n/use-language";
import type { RiskFigures } from "./risk-figures";

type ChipColor = "success" | "info" | "warning" | "error" | "default";

/** The colour of each risk level (no risk … liquidated). */
export const RISK_COLORS: Readonly<Record<RiskLevel, ChipColor>> = {
  noRisk: "success",
  low: "success",
  medium: "info",
  high: "warning",
  preLiquidation: "error",
  liquidationZone: "error",
  liquidated: "error",
  cannotBeCalculated: "default",
};

/**
 * The risk section of the borrow screen: the account's risk level (core riskLevel), health factor and the
 * liquidation price of each collateral asset, now and — when a loan is being simulated — with it.
 */
export function RiskSection({ now, after }: { now: RiskFigures; after?: RiskFigures }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
      <Typography id={headingId} component="h2" variant="h3">
        {t("borrow.risk.title")}
      </Typography>
      <RiskColumn id="now" title={t("borrow.risk.now")} figures={now} />
      {after && <RiskColumn id="after" title={t("borrow.risk.after")} figures={after} />}
      <Typography variant="caption" color="text.secondary">
        {t("borrow.risk.healthHint")}
      </Typography>
    </Box>
  );
}

function RiskColumn({ id, title, figures }: { id: "now" | "after"; title: string; figures: RiskFigures }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  return (
    <Box
      role="group"
      aria-labelledby={headingId}
      data-testid={`risk-${id}`}
      sx={{ p: 2, borderRadius: 3, bgcolor: "action.hover", display: "flex", flexDirection: "column", gap: 1 }}
    >
      <Typography id={headingId} variant="subtitle2">
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: "grid", gridTemplateColumns: "minmax(0, 1fr) auto", columnGap: 2, rowGap: 1 }}
      >
        <Typography component="dt" variant="body2" color="text.secondary">
          {t("borrow.risk.level")}
        </Typography>
        <Box component="dd" sx={{ m: 0, textAlign: "right" }}>
          <Chip
            size="small"
            color={RISK_COLORS[figures.level]}
            label={t(`borrow.risk.levels.${figures.level}`)}
            data-testid={`risk-level-${id}`}
            data-level={figures.level}
          />
        </Box>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t("borrow.risk.healthFactor")}
        </Typography>
        <Typography
          component="dd"
          sx={{ m: 0, textAlign: "right", fontWeight: 600 }}
          data-testid={`health-factor-${id}`}
        >
          {figures.healthFactor === undefined ? "—" : formatFractionAsPercent(figures.healthFactor, 18, language)}
        </Typography>
        {figures.liquidation.map((row) => (
          <LiquidationEntry key={row.underlying} row={row} column={id} />
        ))}
      </Box>
      {figures.liquidation.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t("borrow.risk.noCollateral")}
        </Typography>
      )}
    </Box>
  );
}

function LiquidationEntry({ row, column }: { row: RiskFigures["liquidation"][number]; column: "now" | "after" }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const none = row.liquidationPrice === undefined;
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {t("borrow.risk.liquidationPrice", { symbol: row.underlyingSymbol })}
        <Typography component="span" variant="caption" sx={{ display: "block" }}>
          {none
            ? t("borrow.risk.noLiquidationPrice", { symbol: row.underlyingSymbol })
            : t("borrow.risk.priceNow", { price: formatUsd(row.price, language) })}
        </Typography>
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, textAlign: "right", fontWeight: 600, whiteSpace: "nowrap" }}
        data-testid={`liquidation-price-${column}-${row.underlyingSymbol}`}
      >
        {row.liquidationPrice === undefined
          ? "—"
          : t("borrow.risk.price", { price: formatUsd(row.liquidationPrice, language) })}
      </Typography>
    </>
  );
}
