import { formatInterest, formatPercent } from "@ceiba/core";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useDepositPrincipals } from "../../balance/balance-queries";
import { depositInterest, principalOf } from "../../balance/deposit-principals";
import { formatTokenAmount, formatUsd } from "../../i18n/formatters";
import { useLanguage } from "../../i18n/use-language";
import { findPosition } from "../../lending/data/lending-snapshot";
import type { InterestTicker } from "../../lending/data/interest-ticker";
import { useAccruedInterest } from "../../lending/data/use-accrued-interest";
import { useProtocolSnapshot } from "../../lending/data/use-protocol-snapshot";
import { marketRouteId } from "../../markets/market-route-id";
import { sectionPath } from "../../routes/paths";
import { dashboardFigures, type DashboardRow } from "../home/dashboard-figures";
import { PositionActions } from "../home/PositionActions";
import { BalanceTable } from "./BalanceTable";

export type PositionsKind = "deposits" | "debts";

/** What differs between the two tabs: the dashboard's list, the columns, the links and the row's test id. */
const KINDS = {
  deposits: {
    rows: "deposits",
    columns: ["market", "amount", "usd", "apy", "interest", "actions"],
    section: "savings",
    add: "deposit",
    takeBack: "withdraw",
    testId: "balance-deposit-row",
  },
  debts: {
    rows: "loans",
    columns: ["market", "amount", "usd", "apy", "actions"],
    section: "loans",
    add: "borrow",
    takeBack: "repay",
    testId: "balance-debt-row",
  },
} as const;

const cellSx = { whiteSpace: "nowrap" } as const;

/**
 * The deposits or the debts of the account, from the dashboard's rows (useAccruedInterest: amounts with
 * their interest, ticking): market, amount with its unit, USD, APY, for deposits the interest earned (the
 * deposit now − its principal, from the indexer), and the dashboard's links to the lending forms.
 */
export function PositionsTab({ kind, ticker }: { kind: PositionsKind; ticker?: InterestTicker }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const spec = KINDS[kind];
  const { data: snapshot } = useProtocolSnapshot();
  const { interest } = useAccruedInterest({ ticker, restartOnLoad: false });
  const principals = useDepositPrincipals();
  const rows = useMemo(
    () => (interest && snapshot ? dashboardFigures(interest, snapshot)[spec.rows] : undefined),
    [interest, snapshot, spec.rows],
  );

  if (rows !== undefined && rows.length === 0) {
    return (
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", flexWrap: "wrap", gap: 2 }}>
        <Typography color="text.secondary">{t(`balance.positions.${kind}.empty`)}</Typography>
        <Button component={RouterLink} to={sectionPath(spec.section)} variant="outlined">
          {t(`balance.positions.${kind}.start`)}
        </Button>
      </Box>
    );
  }

  const interestOf = (row: DashboardRow): string => {
    const position = snapshot ? findPosition(snapshot, row.market.market) : undefined;
    const earned = depositInterest(row.amount, principalOf(principals.data, row.market.market), position?.tokens ?? 0n);
    if (earned === undefined) return t("balance.positions.interestUnknown");
    const symbol = row.market.underlyingSymbol;
    return `${formatInterest(earned, row.market.underlyingDecimals, symbol, language)} ${symbol}`;
  };

  return (
    <BalanceTable
      label={t(`balance.positions.${kind}.table`)}
      columns={spec.columns.map((key) => ({
        key,
        header: t(`balance.positions.columns.${key}`),
        align: key === "market" ? "left" : "right",
      }))}
      loading={rows === undefined}
    >
      {rows?.map((row) => {
        const { market } = row;
        const symbol = market.underlyingSymbol;
        return (
          <TableRow key={market.market} data-testid={spec.testId} data-symbol={symbol}>
            <TableCell component="th" scope="row" sx={cellSx}>
              <Typography component="span" sx={{ display: "block", fontWeight: 650 }}>
                {symbol}
              </Typography>
              <Typography component="span" variant="caption" color="text.secondary">
                {market.symbol} · {t(`page.kinds.${market.kind}`)}
              </Typography>
            </TableCell>
            <TableCell align="right" sx={{ ...cellSx, fontWeight: 600, fontVariantNumeric: "tabular-nums" }}>
              {formatTokenAmount({ value: row.amount, decimals: market.underlyingDecimals, symbol }, language)}
            </TableCell>
            <TableCell align="right" sx={cellSx}>
              {formatUsd(row.usd, language)} USD
            </TableCell>
            <TableCell align="right" sx={cellSx}>
              {formatPercent(row.apy, 18, language)}
            </TableCell>
            {kind === "deposits" && (
              <TableCell
                align="right"
                sx={{ ...cellSx, fontVariantNumeric: "tabular-nums" }}
                data-testid="balance-deposit-interest"
              >
                {interestOf(row)}
              </TableCell>
            )}
            <TableCell align="right" sx={cellSx}>
              <PositionActions
                add={spec.add}
                takeBack={spec.takeBack}
                marketId={marketRouteId(market.symbol)}
                symbol={symbol}
                deprecated={market.deprecated}
              />
            </TableCell>
          </TableRow>
        );
      })}
    </BalanceTable>
  );
}
