import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { walletRows } from "../../balance/wallet-figures";
import { formatTokenAmount, formatUsd } from "../../i18n/formatters";
import { useLanguage } from "../../i18n/use-language";
import { useProtocolSnapshot } from "../../lending/data/use-protocol-snapshot";
import { PATHS } from "../../routes/paths";
import { BalanceTable } from "./BalanceTable";

const COLUMNS = ["asset", "amount", "usd"] as const;
const cellSx = { whiteSpace: "nowrap" } as const;

/** The wallet's rBTC and market tokens (from the account snapshot) with their USD value, and a way to send. */
export function WalletTab() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: snapshot } = useProtocolSnapshot();
  const rows = useMemo(() => (snapshot?.account ? walletRows(snapshot) : undefined), [snapshot]);

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 1.5, minWidth: 0 }}>
      <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
        <Button component={RouterLink} to={PATHS.send} variant="contained" size="small">
          {t("balance.wallet.send")}
        </Button>
      </Box>
      {rows !== undefined && rows.length === 0 ? (
        <Typography color="text.secondary">{t("balance.wallet.empty")}</Typography>
      ) : (
        <BalanceTable
          label={t("balance.wallet.table")}
          columns={COLUMNS.map((key) => ({
            key,
            header: t(`balance.wallet.columns.${key}`),
            align: key === "asset" ? "left" : "right",
          }))}
          loading={rows === undefined}
        >
          {rows?.map((row) => (
            <TableRow key={row.token ?? "native"} data-testid="balance-wallet-row" data-symbol={row.symbol}>
              <TableCell component="th" scope="row" sx={{ ...cellSx, fontWeight: 650 }}>
                {row.symbol}
              </TableCell>
              <TableCell align="right" sx={{ ...cellSx, fontVariantNumeric: "tabular-nums" }}>
                {formatTokenAmount({ value: row.balance, decimals: row.decimals, symbol: row.symbol }, language)}
              </TableCell>
              <TableCell align="right" sx={cellSx}>
                {formatUsd(row.usd, language)} USD
              </TableCell>
            </TableRow>
          ))}
        </BalanceTable>
      )}
    </Box>
  );
}
