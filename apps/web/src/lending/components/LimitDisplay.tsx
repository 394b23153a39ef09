import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { formatTokenAmount } from "../../i18n/formatters";
import { useLanguage } from "../../i18n/use-language";

/** One figure of a limit display: a label and an amount with its unit. */
export interface LimitItem {
  /** Stable key (and the test id "limit-<id>"). */
  id: string;
  label: string;
  /** Base units; undefined while loading (a skeleton of the same height). */
  amount: bigint | undefined;
  decimals: number;
  symbol: string;
  /** A short note under the figure ("0,025 RBTC por usuario"). */
  note?: string;
}

/** The narrowest a limit's label gets before its amount wraps under it. */
const LABEL_MIN_WIDTH = "11rem";

/**
 * The limits of an action, as a description list: "Máximo para depositar 0,5 RBTC", "Disponible para
 * retirar 120 DOC", a micro market's cap. Amounts are bigint, formatted by core's display rules.
 *
 * Each row puts the label and the amount side by side when both fit, and wraps the amount under the label
 * when they do not (a phone, a long amount): the label keeps at least LABEL_MIN_WIDTH, never a squeezed
 * column of one word per line.
 */
export function LimitDisplay({ label, items }: { label: string; items: readonly LimitItem[] }) {
  const language = useLanguage();
  return (
    <Box component="dl" aria-label={label} sx={{ m: 0, display: "flex", flexDirection: "column", gap: 1 }}>
      {items.map((item) => (
        <Box
          key={item.id}
          data-testid={`limit-${item.id}`}
          sx={{
            display: "flex",
            flexWrap: "wrap",
            alignItems: "baseline",
            justifyContent: "space-between",
            columnGap: 2,
          }}
        >
          <Typography
            component="dt"
            variant="body2"
            color="text.secondary"
            sx={{ flex: `1 1 ${LABEL_MIN_WIDTH}`, minWidth: 0 }}
          >
            {item.label}
            {item.note && (
              <Typography component="span" variant="caption" sx={{ display: "block" }}>
                {item.note}
              </Typography>
            )}
          </Typography>
          <Typography
            component="dd"
            sx={{
              m: 0,
              ml: "auto",
              minWidth: 0,
              maxWidth: "100%",
              fontWeight: 600,
              textAlign: "right",
              overflowWrap: "anywhere",
              fontVariantNumeric: "tabular-nums",
            }}
          >
            {item.amount === undefined ? (
              <Skeleton width={96} sx={{ display: "inline-block" }} />
            ) : (
              formatTokenAmount({ value: item.amount, decimals: item.decimals, symbol: item.symbol }, language)
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
