import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { formatTokenAmount } from "../../../i18n/formatters";
import { useLanguage } from "../../../i18n/use-language";

/**
 * The account's debt in the market: borrowBalanceStored at the snapshot's block, formatted by the spec's
 * rules, in a <data> element whose value is the exact amount in base units (and the block it is from).
 */
export function DebtFigure({
  label,
  debt,
  unit,
  blockNumber,
}: {
  label: string;
  debt: bigint;
  unit: { symbol: string; decimals: number };
  blockNumber: bigint;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "baseline", gap: 2, flexWrap: "wrap" }}>
      <Typography color="text.secondary">
        {label}
        <Typography component="span" variant="caption" sx={{ display: "block" }}>
          {t("borrow.limits.debtNote", { block: blockNumber.toString() })}
        </Typography>
      </Typography>
      <Typography
        component="data"
        value={debt.toString()}
        data-testid="debt"
        data-block={blockNumber.toString()}
        sx={{ fontSize: "1.5rem", fontWeight: 700, fontVariantNumeric: "tabular-nums" }}
      >
        {formatTokenAmount({ value: debt, ...unit }, language)}
      </Typography>
    </Box>
  );
}
