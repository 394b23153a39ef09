import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { formatUsd } from "../../i18n/formatters";
import { useLanguage } from "../../i18n/use-language";
import type { Language } from "@ceiba/core";

/** A USD amount (1e18) with its sign and unit: "-12,50 USD". */
export function signedUsd(value: bigint, language: Language): string {
  const sign = value < 0n ? "-" : "";
  return `${sign}${formatUsd(value < 0n ? -value : value, language)} USD`;
}

export interface DashboardTotalsProps {
  /** USD (1e18); undefined while loading. */
  depositsUsd: bigint | undefined;
  debtsUsd: bigint | undefined;
  netUsd: bigint | undefined;
  /** Each total's data-testid is `${testIdPrefix}-deposits` (…-debts, …-net). */
  testIdPrefix?: string;
}

/** The dashboard's three totals: deposits, debts and the net, in USD, ticking with the interest. */
export function DashboardTotals({ depositsUsd, debtsUsd, netUsd, testIdPrefix = "total" }: DashboardTotalsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const items = [
    { id: "deposits", label: t("dashboard.totals.deposits"), value: depositsUsd },
    { id: "debts", label: t("dashboard.totals.debts"), value: debtsUsd },
    { id: "net", label: t("dashboard.totals.net"), value: netUsd },
  ];
  return (
    <Box
      component="dl"
      aria-label={t("dashboard.totals.label")}
      sx={{
        m: 0,
        display: "grid",
        gap: { xs: 1, sm: 2 },
        gridTemplateColumns: { xs: "1fr", sm: "repeat(3, minmax(0, 1fr))" },
      }}
    >
      {items.map((item) => (
        <Box
          key={item.id}
          data-testid={`${testIdPrefix}-${item.id}`}
          sx={{
            // Phones: one compact line per total (label, figure); wider: three cards.
            display: { xs: "flex", sm: "block" },
            justifyContent: "space-between",
            alignItems: "baseline",
            gap: 2,
            px: { xs: 2, sm: 2.5 },
            py: { xs: 1.5, sm: 2.5 },
            border: 1,
            borderColor: "divider",
            borderRadius: 3,
            bgcolor: "background.paper",
          }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {item.label}
          </Typography>
          <Typography
            component="dd"
            sx={{
              m: 0,
              mt: { sm: 0.5 },
              fontSize: { xs: "1.125rem", sm: "1.5rem" },
              fontWeight: 700,
              fontVariantNumeric: "tabular-nums",
              textAlign: { xs: "right", sm: "left" },
              minWidth: { xs: 120, sm: 0 },
            }}
          >
            {item.value === undefined ? <Skeleton width="70%" /> : signedUsd(item.value, language)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
