import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../i18n/formatters";
import { useLanguage } from "../../i18n/use-language";
import { marketFormat } from "../../markets/market-format";
import type { MarketActivity } from "../../markets/market-stats";

export interface MarketsTotalsProps {
  /** USD (1e18) over the listed markets, from the Lens snapshot; undefined while loading. */
  sizes: { depositsUsd: bigint; borrowsUsd: bigint; blockNumber: bigint } | undefined;
  /** The indexer's sums over the same markets; undefined while loading or failed. */
  activity: (MarketActivity & { day: bigint }) | undefined;
  /** The indexer failed: its figures show a dash instead of a skeleton. */
  activityFailed: boolean;
}

/** /markets: total deposits and borrows (USD), the day's volumes and the counts of depositors and borrowers. */
export function MarketsTotals({ sizes, activity, activityFailed }: MarketsTotalsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const pending = (failed: boolean) => (failed ? "–" : <Skeleton width="70%" />);
  const items = [
    { id: "deposits", label: t("markets.totals.deposits"), value: sizes?.depositsUsd, fromApi: false },
    { id: "borrows", label: t("markets.totals.borrows"), value: sizes?.borrowsUsd, fromApi: false },
    {
      id: "deposit-volume",
      label: t("markets.totals.depositVolume"),
      value: activity?.depositVolumeUsd,
      fromApi: true,
    },
    { id: "borrow-volume", label: t("markets.totals.borrowVolume"), value: activity?.borrowVolumeUsd, fromApi: true },
    { id: "depositors", label: t("markets.totals.depositors"), value: activity?.depositors, fromApi: true },
    { id: "borrowers", label: t("markets.totals.borrowers"), value: activity?.borrowers, fromApi: true },
  ];
  return (
    <Box>
      <Box
        component="dl"
        aria-label={t("markets.totals.label")}
        data-block={sizes?.blockNumber.toString()}
        data-testid="markets-totals"
        sx={{
          m: 0,
          display: "grid",
          gap: { xs: 1, sm: 2 },
          gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", md: "repeat(3, minmax(0, 1fr))" },
        }}
      >
        {items.map((item) => (
          <Box
            key={item.id}
            data-testid={`markets-total-${item.id}`}
            data-value={item.value?.toString()}
            sx={{ px: 2, py: 1.75, border: 1, borderColor: "divider", borderRadius: 3, bgcolor: "background.paper" }}
          >
            <Typography component="dt" variant="body2" color="text.secondary">
              {item.label}
            </Typography>
            <Typography
              component="dd"
              sx={{
                m: 0,
                mt: 0.5,
                fontSize: { xs: "1.125rem", sm: "1.375rem" },
                fontWeight: 700,
                fontVariantNumeric: "tabular-nums",
              }}
            >
              {item.value === undefined
                ? pending(item.fromApi && activityFailed)
                : typeof item.value === "number"
                  ? marketFormat.count(item.value, language)
                  : marketFormat.compactUsd(item.value, language)}
            </Typography>
          </Box>
        ))}
      </Box>
      {activity && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t("markets.totals.note", {
            day: formatDate(new Date(Number(activity.day) * 1000), language, {
              day: "numeric",
              month: "short",
              year: "numeric",
              timeZone: "UTC",
            }),
          })}
        </Typography>
      )}
    </Box>
  );
}
