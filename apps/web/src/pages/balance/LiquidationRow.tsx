import { liquidationFigures, type RoledLiquidation } from "@ceiba/core";
import Chip from "@mui/material/Chip";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import type { LiquidationEntry, LiquidationMarket } from "../../balance/liquidations";
import { formatDateTime, formatTokenAmount, formatUsd } from "../../i18n/formatters";
import { useLanguage } from "../../i18n/use-language";
import { useLendingChain } from "../../lending/data/lending-chain";
import { signedUsd } from "../home/DashboardTotals";
import { TransactionLink } from "./TransactionLink";

const cellSx = { whiteSpace: "nowrap", verticalAlign: "top" } as const;

interface AmountCellProps {
  amount: bigint;
  usd: bigint;
  market: LiquidationMarket | undefined;
  /** Said before the USD value ("Received", "Lost"). */
  note?: string;
}

function AmountCell({ amount, usd, market, note }: AmountCellProps) {
  const language = useLanguage();
  const symbol = market?.underlyingSymbol ?? "";
  return (
    <TableCell sx={cellSx}>
      <Typography component="span" variant="body2" sx={{ display: "block", fontWeight: 600 }}>
        {formatTokenAmount({ value: amount, decimals: market?.underlyingDecimals ?? 18, symbol }, language)}
      </Typography>
      <Typography component="span" variant="caption" color="text.secondary">
        {note ? `${note} · ` : ""}
        {formatUsd(usd, language)} USD
      </Typography>
    </TableCell>
  );
}

/** One liquidation as the account lived it (core liquidationFigures for its role). */
export function LiquidationRow({ row }: { row: RoledLiquidation<LiquidationEntry> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { chainId } = useLendingChain();
  const { record, role } = row;
  const figures = liquidationFigures(record, role);

  return (
    <TableRow data-testid="liquidation-row" data-role={role} data-tx={record.txHash.toLowerCase()}>
      <TableCell sx={cellSx}>{formatDateTime(new Date(Number(record.timestamp) * 1000), language)}</TableCell>
      <TableCell sx={cellSx}>
        <Chip
          size="small"
          variant="outlined"
          color={role === "liquidator" ? "success" : "error"}
          label={t(`balance.liquidations.roles.${role}`)}
        />
      </TableCell>
      <AmountCell amount={figures.debtPaid.amount} usd={figures.debtPaid.usd} market={record.repaidMarket} />
      <AmountCell
        amount={figures.collateral.amount}
        usd={figures.collateral.usd}
        market={record.seizedMarket}
        note={t(role === "liquidator" ? "balance.liquidations.received" : "balance.liquidations.lost")}
      />
      <TableCell
        sx={{ ...cellSx, fontWeight: 650, color: figures.profitUsd < 0n ? "error.main" : "success.main" }}
        data-testid="liquidation-profit"
      >
        {signedUsd(figures.profitUsd, language)}
      </TableCell>
      <TableCell sx={cellSx}>
        <TransactionLink chainId={chainId} hash={record.txHash} />
      </TableCell>
    </TableRow>
  );
}
