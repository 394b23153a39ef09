import { debtCalculator, savingsCalculator, type CalculatorPeriod } from "@ceiba/core";
import Box from "@mui/material/Box";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatTokenAmount } from "../../i18n/formatters";
import { useLanguage } from "../../i18n/use-language";
import type { LendingMarket } from "../data/lending-snapshot";
import { formatMarketApy, marketBlocksPerYear } from "./market-apy";

export const CALCULATOR_PERIODS: readonly CalculatorPeriod[] = ["year", "month", "week"];

export interface InterestCalculatorProps {
  /** savings: what a deposit earns at the supply rate; debt: what a loan costs at the borrow rate. */
  kind: "savings" | "debt";
  /** The amount typed (base units of the market's underlying); 0 shows zeros. */
  amount: bigint;
  market: Pick<
    LendingMarket,
    "underlyingSymbol" | "underlyingDecimals" | "supplyRatePerBlock" | "borrowRatePerBlock" | "interestModel"
  >;
}

/**
 * The savings and debt calculators of the deposit and borrow screens (year, month, week): core's
 * savingsCalculator (truncated) or debtCalculator (rounded up) at the market's rate per block over the
 * period's blocks, with the APY they follow.
 */
export function InterestCalculator({ kind, amount, market }: InterestCalculatorProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const [period, setPeriod] = useState<CalculatorPeriod>("year");
  const savings = kind === "savings";
  const rate = savings ? market.supplyRatePerBlock : market.borrowRatePerBlock;
  const calculate = savings ? savingsCalculator : debtCalculator;
  const result = calculate(amount, rate, period, marketBlocksPerYear(market));
  const unit = { decimals: market.underlyingDecimals, symbol: market.underlyingSymbol };
  const show = (value: bigint) => formatTokenAmount({ value, ...unit }, language);

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
      <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "baseline", gap: 2, flexWrap: "wrap" }}>
        <Typography id={headingId} component="h2" variant="h3">
          {savings ? t("lendingForm.calculator.savingsTitle") : t("lendingForm.calculator.debtTitle")}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t("lendingForm.calculator.apy", { apy: formatMarketApy(market, savings ? "supply" : "borrow", language) })}
        </Typography>
      </Box>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={period}
        onChange={(_, next: CalculatorPeriod | null) => {
          if (next) setPeriod(next);
        }}
        aria-label={t("lendingForm.calculator.period")}
        fullWidth
      >
        {CALCULATOR_PERIODS.map((p) => (
          <ToggleButton key={p} value={p}>
            {t(`lendingForm.calculator.periods.${p}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box
        component="dl"
        sx={{ m: 0, display: "grid", gridTemplateColumns: "minmax(0, 1fr) auto", rowGap: 1, columnGap: 2 }}
      >
        <Typography component="dt" variant="body2" color="text.secondary">
          {savings ? t(`lendingForm.calculator.earned.${period}`) : t(`lendingForm.calculator.cost.${period}`)}
        </Typography>
        <Typography
          component="dd"
          sx={{ m: 0, fontWeight: 650, textAlign: "right", color: savings ? "success.main" : "text.primary" }}
          data-testid="calculator-interest"
        >
          {show(result.interest)}
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          {savings ? t("lendingForm.calculator.totalSavings") : t("lendingForm.calculator.totalDebt")}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: "right" }} data-testid="calculator-total">
          {show(result.total)}
        </Typography>
      </Box>
    </Box>
  );
}
