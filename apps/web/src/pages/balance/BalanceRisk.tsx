import { formatFractionAsPercent } from "@ceiba/core";
import HelpOutlineOutlined from "@mui/icons-material/HelpOutlineOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { BalanceRisk as Risk } from "../../balance/balance-risk";
import { useLanguage } from "../../i18n/use-language";
import type { LendingSnapshot } from "../../lending/data/lending-snapshot";
import { RiskLevelChip } from "../common/RiskLevelChip";
import { HealthFactorExplainer } from "./HealthFactorExplainer";

/** The account's risk level (the borrow screen's colours and names), health factor, power used and the explainer. */
export function BalanceRisk({ risk, snapshot }: { risk: Risk | undefined; snapshot: LendingSnapshot | undefined }) {
  const { t } = useTranslation();
  const [explaining, setExplaining] = useState(false);

  return (
    <Box
      sx={{
        px: { xs: 2, sm: 2.5 },
        py: 2,
        border: 1,
        borderColor: "divider",
        borderRadius: 3,
        bgcolor: "background.paper",
        display: "flex",
        flexWrap: "wrap",
        alignItems: "center",
        justifyContent: "space-between",
        gap: 2,
      }}
    >
      <Box component="dl" sx={{ m: 0, display: "flex", flexWrap: "wrap", columnGap: 4, rowGap: 1.5 }}>
        <Box sx={figureSx}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t("balance.risk.level")}
          </Typography>
          <Box component="dd" sx={{ m: 0, minHeight: 24 }}>
            {risk === undefined ? (
              <Skeleton variant="rounded" width={96} height={24} />
            ) : (
              <RiskLevelChip level={risk.level} testId="balance-risk-level" />
            )}
          </Box>
        </Box>
        <PercentFigure
          label={t("balance.risk.healthFactor")}
          value={risk && (risk.healthFactor ?? null)}
          testId="balance-health-factor"
        />
        <PercentFigure
          label={t("balance.risk.powerUsed")}
          value={risk && (risk.borrowingPowerUsed ?? null)}
          testId="balance-power-used"
        />
      </Box>
      <Button variant="outlined" size="small" startIcon={<HelpOutlineOutlined />} onClick={() => setExplaining(true)}>
        {t("balance.risk.explain")}
      </Button>
      <HealthFactorExplainer open={explaining} onClose={() => setExplaining(false)} risk={risk} terms={snapshot?.raw} />
    </Box>
  );
}

const figureSx = { display: "flex", flexDirection: "column", gap: 0.5, minWidth: 0 } as const;

/** One percent figure of the summary: a skeleton while loading (undefined), "—" when unknown (null). */
function PercentFigure({ label, value, testId }: { label: string; value: bigint | null | undefined; testId: string }) {
  const language = useLanguage();
  return (
    <Box sx={figureSx}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, fontWeight: 700, fontVariantNumeric: "tabular-nums", minHeight: 24 }}
        data-testid={testId}
      >
        {value === undefined ? (
          <Skeleton width={64} />
        ) : value === null ? (
          "—"
        ) : (
          formatFractionAsPercent(value, 18, language)
        )}
      </Typography>
    </Box>
  );
}
