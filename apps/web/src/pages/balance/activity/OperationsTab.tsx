import {
  ACTIVITY_CSV_COLUMNS,
  ACTIVITY_EVENT_NAMES,
  activityCsvFileName,
  buildActivityCsv,
  type ActivityCsvTexts,
  type ActivityRow,
} from "@ceiba/core";
import FileDownload from "@mui/icons-material/FileDownload";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NO_ACTIVITY_FILTERS, type ActivityFilters } from "../../../balance/activity/activity-filters";
import { fetchActivityCsvRows } from "../../../balance/activity/activity-pages";
import { downloadCsv } from "../../../balance/activity/csv-download";
import { amountText, dateTimeText, marketText, usdText } from "../../../balance/activity/row-text";
import { useActivityAccount, useActivityPage, type ActivityAccount } from "../../../balance/activity/use-activity";
import { formatUsd } from "../../../i18n/formatters";
import { useLanguage } from "../../../i18n/use-language";
import { ActivityFilterBar } from "./ActivityFilterBar";
import { LoadError } from "../../../shared/LoadError";
import { BalancePagination } from "../BalancePagination";
import { BalanceTable, type BalanceColumn } from "../BalanceTable";
import { CsvFallbackDialog } from "./CsvFallbackDialog";
import { TransactionLink } from "../TransactionLink";

export type OperationsTabProps = ActivityAccount;

const COLUMNS = ["action", "market", "amount", "usd", "date", "transaction"] as const;

const eventOf = (row: ActivityRow) => (row.kind === "swap" ? "exchange" : row.eventName);

/**
 * /balance's Operations tab (lending-engine §2, §3 "User activity"): the account's deposits, withdrawals,
 * loans, repayments, liquidations and exchanges, newest first in pages of 10, filtered by days and actions,
 * each with its amount, its USD value at the time, its date and its transaction; and the CSV of every row the
 * filters match (up to 1000), offered to copy when the browser will not save it.
 */
export function OperationsTab(props: OperationsTabProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { account, chainId } = useActivityAccount(props);
  const [filters, setFilters] = useState<ActivityFilters>(NO_ACTIVITY_FILTERS);
  const [page, setPage] = useState(0);
  const query = useActivityPage(props, filters, page);
  const [csvBusy, setCsvBusy] = useState(false);
  const [csvFailed, setCsvFailed] = useState(false);
  const [fallback, setFallback] = useState<string | undefined>(undefined);

  const applyFilters = (next: ActivityFilters) => {
    setFilters(next);
    setPage(0);
  };

  const csvTexts = (): ActivityCsvTexts => ({
    headers: Object.fromEntries(
      ACTIVITY_CSV_COLUMNS.map((column) => [column, t(`activity.csv.headers.${column}`)]),
    ) as ActivityCsvTexts["headers"],
    actions: Object.fromEntries(
      ACTIVITY_EVENT_NAMES.map((name) => [name, t(`activity.events.${name}`)]),
    ) as ActivityCsvTexts["actions"],
  });

  const downloadAll = async () => {
    if (!account) return;
    setCsvBusy(true);
    setCsvFailed(false);
    try {
      const csv = buildActivityCsv(await fetchActivityCsvRows(account, filters), csvTexts());
      if (downloadCsv(csv, activityCsvFileName(new Date())) === "blocked") setFallback(csv);
    } catch {
      setCsvFailed(true);
    } finally {
      setCsvBusy(false);
    }
  };

  const data = query.data;
  const loading = data === undefined && !query.isError;
  const columns = COLUMNS.map((key): BalanceColumn => ({
    key,
    header: t(`activity.table.${key}`),
    align: key === "amount" || key === "usd" ? "right" : "left",
    skeletonWidth: key === "transaction" ? 96 : 64,
  }));

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2, minWidth: 0 }}>
      <ActivityFilterBar applied={filters} onApply={applyFilters} withActions />
      <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
        <Button
          variant="outlined"
          startIcon={<FileDownload />}
          onClick={() => void downloadAll()}
          disabled={account === undefined || csvBusy}
          aria-busy={csvBusy}
        >
          {csvBusy ? t("activity.csv.preparing") : t("activity.csv.download")}
        </Button>
      </Box>
      {csvFailed && <Alert severity="error">{t("activity.csv.error")}</Alert>}
      {query.isError && <LoadError text={t("activity.error")} onRetry={() => void query.refetch()} />}
      <BalanceTable
        label={t("activity.table.label")}
        columns={columns}
        loading={loading}
        busy={loading || query.isPlaceholderData}
        emptyText={data && data.rows.length === 0 ? t("activity.empty") : undefined}
      >
        {data?.rows.map((row) => (
          <TableRow
            key={`${row.kind}-${row.id}`}
            data-testid="activity-row"
            data-event={eventOf(row)}
            data-tx={(row.txHash ?? "").toLowerCase()}
          >
            <TableCell component="th" scope="row">
              <Typography component="span" variant="body2" sx={{ display: "block", fontWeight: 650 }}>
                {t(`activity.events.${eventOf(row)}`)}
              </Typography>
              {row.kind === "lending" && row.role && (
                <Typography component="span" variant="caption" color="text.secondary">
                  {t(`activity.roles.${row.role}`)}
                </Typography>
              )}
            </TableCell>
            <TableCell>{marketText(row)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" }}>
              {amountText(row, language)}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" }}>
              {row.amountUsd === undefined ? (
                <Box component="span" sx={{ color: "text.secondary" }}>
                  {t("activity.noValue")}
                </Box>
              ) : (
                <>
                  <Box component="span" sx={{ display: "block" }}>
                    {usdText(row.amountUsd, language)}
                  </Box>
                  {row.priceAt !== undefined && (
                    <Typography component="span" variant="caption" color="text.secondary">
                      {t("activity.table.priceAt", { price: formatUsd(row.priceAt, language) })}
                    </Typography>
                  )}
                </>
              )}
            </TableCell>
            <TableCell sx={{ whiteSpace: "nowrap" }}>{dateTimeText(row.timestamp, language)}</TableCell>
            <TableCell>
              <TransactionLink chainId={chainId} hash={row.txHash} />
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
      <CsvFallbackDialog csv={fallback} onClose={() => setFallback(undefined)} />
    </Box>
  );
}
