import type { RiskLevel } from "@ceiba/core";
import Chip from "@mui/material/Chip";
import { useTranslation } from "react-i18next";

type RiskChipColor = "success" | "info" | "warning" | "error" | "default";

/** The colour of each risk level (no risk … liquidated), the same wherever a level shows. */
const RISK_COLORS: Readonly<Record<RiskLevel, RiskChipColor>> = {
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
 * A risk level as a small coloured chip with its name: the borrow screen, its flow box, /balance and the
 * health-factor explainer. With a `testId`, the chip also carries the level (data-level) for the tests.
 */
export function RiskLevelChip({ level, testId }: { level: RiskLevel; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={RISK_COLORS[level]}
      label={t(`lending.riskLevels.${level}`)}
      data-testid={testId}
      data-level={testId === undefined ? undefined : level}
    />
  );
}
