import { formatFractionAsPercent } from "@ceiba/core";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatUsd } from "../../../i18n/formatters";
import { useLanguage } from "../../../i18n/use-language";
import { RiskLevelChip } from "../../common/RiskLevelChip";
import type { RiskFigures } from "./risk-figures";

/**
 * The risk section of the borrow screen: the account's risk level, health factor and borrowing power used
 * (core accountRisk) and the liquidation price of each collateral asset, now and — when a loan is being simulated — with it.
 */
export function RiskSection({
  now,
  after,
  afterDeposit = false,
}: {
  now: RiskFigures;
  after?: RiskFigures;
  /** `after` is the state after the deposit-and-borrow box's deposit and the loan. */
  afterDeposit?: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
      <Typography id={headingId} component="h2" variant="h3">
        {t("borrow.risk.title")}
      </Typography>
      <RiskColumn id="now" title={t("borrow.risk.now")} figures={now} />
      {after && (
        <RiskColumn
          id="after"
          title={afterDeposit ? t("borrow.risk.afterDeposit") : t("borrow.risk.after")}
          figures={after}
        />
      )}
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
          <RiskLevelChip level={figures.level} testId={`risk-level-${id}`} />
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
        <Typography component="dt" variant="body2" color="text.secondary">
          {t("borrow.risk.powerUsed")}
        </Typography>
        <Typography component="dd" sx={{ m: 0, textAlign: "right", fontWeight: 600 }} data-testid={`power-used-${id}`}>
          {figures.borrowingPowerUsed === undefined
            ? "—"
            : formatFractionAsPercent(figures.borrowingPowerUsed, 18, language)}
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
