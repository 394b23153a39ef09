import { LIQUIDATIONS_PAGE_SIZE } from "@ceiba/core";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLiquidations } from "../../balance/balance-queries";
import { LiquidationRow } from "./LiquidationRow";
import { LoadError } from "../../shared/LoadError";
import { BalancePagination } from "./BalancePagination";
import { BalanceTable } from "./BalanceTable";

const COLUMNS = ["date", "role", "debtPaid", "collateral", "profit", "transaction"] as const;

/**
 * The account's liquidations as liquidator and as borrower, newest first, 10 a page (one GraphQL request a
 * page): debt paid, collateral received or lost, profit (a loss for the borrower) and the transaction.
 */
export function LiquidationsTab() {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const query = useLiquidations(page);
  const data = query.data;

  if (query.isError && data === undefined) {
    return (
      <LoadError
        text={t("balance.liquidations.error")}
        onRetry={() => void query.refetch()}
        testId="liquidations-error"
      />
    );
  }
  if (data !== undefined && data.total === 0) {
    return <Typography color="text.secondary">{t("balance.liquidations.empty")}</Typography>;
  }

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 1.5, minWidth: 0 }}>
      <BalanceTable
        label={t("balance.liquidations.table")}
        columns={COLUMNS.map((key) => ({ key, header: t(`balance.liquidations.columns.${key}`) }))}
        loading={data === undefined}
        busy={data === undefined || query.isPlaceholderData}
      >
        {data?.rows.map((row) => (
          <LiquidationRow key={`${row.record.id}-${row.role}`} row={row} />
        ))}
      </BalanceTable>
      {query.isError && <LoadError text={t("balance.liquidations.error")} onRetry={() => void query.refetch()} />}
      {data !== undefined && data.total > LIQUIDATIONS_PAGE_SIZE && (
        <BalancePagination
          texts="balance.liquidations.pagination"
          page={page}
          total={data.total}
          pageSize={LIQUIDATIONS_PAGE_SIZE}
          onPage={setPage}
          busy={query.isFetching}
        />
      )}
    </Box>
  );
}
