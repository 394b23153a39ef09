import { EXP, formatFractionAsPercent, RISK_LEVELS, RISK_THRESHOLDS, type RiskLevel } from "@ceiba/core";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { BalanceRisk } from "../../balance/balance-risk";
import { formatUsd } from "../../i18n/formatters";
import { useLanguage } from "../../i18n/use-language";
import { RiskLevelChip } from "../common/RiskLevelChip";

/** Each level's bounds on the borrowing power used (core RISK_THRESHOLDS): above `from`, up to `to`. */
const BOUNDS: Partial<Record<RiskLevel, { from?: bigint; to?: bigint }>> = {
  low: { to: RISK_THRESHOLDS.low },
  medium: { from: RISK_THRESHOLDS.low, to: RISK_THRESHOLDS.medium },
  high: { from: RISK_THRESHOLDS.medium, to: RISK_THRESHOLDS.high },
  preLiquidation: { from: RISK_THRESHOLDS.high },
};

export interface HealthFactorExplainerProps {
  open: boolean;
  onClose: () => void;
  /** The account's figures, to show its own; undefined while loading. */
  risk: BalanceRisk | undefined;
  /** The comptroller's liquidation terms (the snapshot's), for the liquidation paragraph. */
  terms: { closeFactorMantissa: bigint; liquidationIncentiveMantissa: bigint } | undefined;
}

/**
 * What the health factor is (lending-engine §9: ratio = account liquidity / debts, factor = 1 − min(1, 1 /
 * ratio)), the borrowing power used, each risk level with its thresholds, what a liquidation does and how to lower the risk.
 */
export function HealthFactorExplainer({ open, onClose, risk, terms }: HealthFactorExplainerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const percent = (value: bigint) => formatFractionAsPercent(value, 18, language);
  const section = (title: string) => (
    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 2.5, mb: 1 }}>
      {title}
    </Typography>
  );

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" scroll="paper">
      <DialogTitle id={titleId}>{t("balance.risk.explainerTitle")}</DialogTitle>
      <DialogContent dividers>
        <Typography>{t("balance.risk.explainer.what")}</Typography>
        <Typography sx={{ mt: 1.5, p: 1.5, borderRadius: 2, bgcolor: "action.hover", fontWeight: 600 }}>
          {t("balance.risk.explainer.formula")}
        </Typography>
        {risk?.liquidity && risk.healthFactor !== undefined && (
          <Typography sx={{ mt: 1.5 }} data-testid="explainer-yours">
            {t("balance.risk.explainer.yours", {
              liquidity: formatUsd(risk.liquidity.liquidity, language),
              debts: formatUsd(risk.liquidity.borrowsUsd, language),
              factor: percent(risk.healthFactor),
              used: risk.borrowingPowerUsed === undefined ? "—" : percent(risk.borrowingPowerUsed),
            })}
          </Typography>
        )}

        {section(t("balance.risk.explainer.levelsTitle"))}
        <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, display: "flex", flexDirection: "column", gap: 1 }}>
          {RISK_LEVELS.map((level) => {
            const bounds = BOUNDS[level];
            const current = risk?.level === level;
            return (
              <Box
                component="li"
                key={level}
                data-testid={`explainer-level-${level}`}
                aria-current={current ? "true" : undefined}
                sx={{
                  display: "flex",
                  flexWrap: "wrap",
                  alignItems: "center",
                  columnGap: 1.5,
                  rowGap: 0.5,
                  p: 1,
                  borderRadius: 2,
                  border: 1,
                  borderColor: current ? "primary.main" : "transparent",
                }}
              >
                <RiskLevelChip level={level} />
                <Typography variant="body2" sx={{ flex: "1 1 12rem", minWidth: 0 }}>
                  {t(`balance.risk.explainer.levels.${level}`, {
                    from: bounds?.from === undefined ? "" : percent(bounds.from),
                    to: bounds?.to === undefined ? "" : percent(bounds.to),
                  })}
                </Typography>
              </Box>
            );
          })}
        </Box>

        {section(t("balance.risk.explainer.liquidationTitle"))}
        <Typography data-testid="explainer-liquidation">
          {t("balance.risk.explainer.liquidation", {
            closeFactor: terms ? percent(terms.closeFactorMantissa) : "—",
            incentive: terms ? percent(terms.liquidationIncentiveMantissa - EXP) : "—",
          })}
        </Typography>

        {section(t("balance.risk.explainer.lowerTitle"))}
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {(["repay", "deposit", "avoid"] as const).map((tip) => (
            <Typography component="li" key={tip} sx={{ mb: 0.5 }}>
              {t(`balance.risk.explainer.lower.${tip}`)}
            </Typography>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t("balance.risk.explainer.close")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
