import type { SwapHistoryStatus } from "@ceiba/core";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { NO_ACTIVITY_FILTERS, type ActivityFilters } from "../../../balance/activity/activity-filters";
import { dateTimeText, swapSideText } from "../../../balance/activity/row-text";
import { useActivityAccount, useSwapsPage, type ActivityAccount } from "../../../balance/activity/use-activity";
import { useLanguage } from "../../../i18n/use-language";
import { ActivityFilterBar } from "./ActivityFilterBar";
import { LoadError } from "../../../shared/LoadError";
import { BalancePagination } from "../BalancePagination";
import { BalanceTable } from "../BalanceTable";
import { TransactionLink } from "../TransactionLink";

export type ExchangesTabProps = ActivityAccount;

/** The Bitcoin swaps this browser keeps (resumable from here): their own chunk, loaded with the tab. */
const BitcoinSwapsPanel = lazy(() => import("../../trade-swaps/bitcoin/BitcoinSwapsPanel"));

const COLUMNS = ["status", "exchange", "provider", "date", "transaction"] as const;

const STATUS_COLOR: Record<SwapHistoryStatus, "success" | "warning" | "error" | "info"> = {
  Completed: "success",
  Pending: "warning",
  Failed: "error",
  Refunded: "info",
};

/**
 * /balance's Exchanges tab, "My swaps" (lending-engine §2, §3 "Swap history"): every swap the account
 * made through the app, whatever its status, newest first in pages of 10 and filtered by days, each with
 * what was given and received, the provider, the date and the Rootstock transaction when it has one.
 */
export function ExchangesTab(props: ExchangesTabProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { chainId } = useActivityAccount(props);
  const [filters, setFilters] = useState<ActivityFilters>(NO_ACTIVITY_FILTERS);
  const [page, setPage] = useState(0);
  const query = useSwapsPage(props, filters, page);
  const data = query.data;
  const loading = data === undefined && !query.isError;
  const rows = data?.rows ?? [];

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2, minWidth: 0 }}>
      <ActivityFilterBar
        applied={filters}
        onApply={(next) => {
          setFilters(next);
          setPage(0);
        }}
      />
      {query.isError && <LoadError text={t("activity.swaps.error")} onRetry={() => void query.refetch()} />}
      <BalanceTable
        label={t("activity.swaps.table")}
        columns={COLUMNS.map((key) => ({
          key,
          header: t(`activity.swaps.columns.${key}`),
          skeletonWidth: key === "exchange" ? 160 : 72,
        }))}
        loading={loading}
        busy={loading || query.isPlaceholderData}
        emptyText={data && rows.length === 0 ? t("activity.swaps.empty") : undefined}
      >
        {rows.map((swap) => (
          <TableRow key={swap.id} data-testid="swap-row" data-status={swap.status}>
            <TableCell>
              <Chip
                size="small"
                variant="outlined"
                color={STATUS_COLOR[swap.status]}
                label={t(`activity.swaps.statuses.${swap.status}`)}
              />
            </TableCell>
            <TableCell component="th" scope="row" sx={{ fontVariantNumeric: "tabular-nums" }}>
              <Typography component="span" variant="body2" sx={{ display: "block" }}>
                {t("activity.swaps.gave", { amount: swapSideText(swap.from, language) })}
              </Typography>
              <Typography component="span" variant="body2" sx={{ display: "block", fontWeight: 650 }}>
                {t("activity.swaps.got", { amount: swapSideText(swap.to, language) })}
              </Typography>
            </TableCell>
            <TableCell>{t(`activity.swaps.providers.${swap.provider}`)}</TableCell>
            <TableCell sx={{ whiteSpace: "nowrap" }}>{dateTimeText(swap.timestamp, language)}</TableCell>
            <TableCell>
              <TransactionLink chainId={chainId} hash={swap.txHash} />
            </TableCell>
          </TableRow>
        ))}
      </BalanceTable>
      {data && (
        <BalancePagination
          texts="activity.pagination"
          page={data.page}
          total={data.total}
          onPage={setPage}
          busy={query.isFetching}
        />
      )}
      <Suspense fallback={null}>
        <BitcoinSwapsPanel listOnly />
      </Suspense>
    </Box>
  );
}
