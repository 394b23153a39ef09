import type { SwapActivityRow, SwapHistoryStatus } from "@ceiba/core";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { NO_ACTIVITY_FILTERS, type ActivityFilters } from "../../../balance/activity/activity-filters";
import { btcAddressText, dateTimeText, invoiceText, swapSideText } from "../../../balance/activity/row-text";
import { useActivityAccount, useSwapsPage, type ActivityAccount } from "../../../balance/activity/use-activity";
import { useLanguage } from "../../../i18n/use-language";
import { ActivityFilterBar } from "./ActivityFilterBar";
import { CopyButton } from "../../../shared/CopyButton";
import { LoadError } from "../../../shared/LoadError";
import { feePartsText } from "../../trade-swaps/bitcoin/bitcoin-amount-text";
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
 * what was given and received, the provider, the date and the Rootstock transaction when it has one; a
 * Lightning swap with its invoice, an on-chain one with its Bitcoin address (shortened, copied whole), and
 * both with the provider's fee — the server's history, so another device shows them too.
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
              <SwapFacts swap={swap} />
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

/** A Lightning / on-chain swap's invoice or Bitcoin address (shortened, with a copy button) and its fee. */
function SwapFacts({ swap }: { swap: SwapActivityRow }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const destination = swap.invoice
    ? {
        whole: swap.invoice,
        text: t("activity.swaps.invoice", { invoice: invoiceText(swap.invoice) }),
        copy: t("activity.swaps.copyInvoice"),
        copied: t("activity.swaps.invoiceCopied"),
      }
    : swap.btcAddress
      ? {
          whole: swap.btcAddress,
          text: t("activity.swaps.btcAddress", { address: btcAddressText(swap.btcAddress) }),
          copy: t("activity.swaps.copyAddress"),
          copied: t("activity.swaps.addressCopied"),
        }
      : undefined;
  return (
    <>
      {destination && (
        <Box data-testid="swap-destination" sx={{ display: "flex", alignItems: "center", gap: 0.5, minWidth: 0 }}>
          <Typography
            component="span"
            variant="caption"
            color="text.secondary"
            title={destination.whole}
            sx={{ overflowWrap: "anywhere" }}
          >
            {destination.text}
          </Typography>
          <CopyButton text={destination.whole} label={destination.copy} confirmation={destination.copied} />
        </Box>
      )}
      {swap.fee && (
        <Typography
          data-testid="swap-fee"
          component="span"
          variant="caption"
          color="text.secondary"
          sx={{ display: "block" }}
        >
          {t("activity.swaps.fee", feePartsText(swap.fee, language))}
        </Typography>
      )}
    </>
  );
}
