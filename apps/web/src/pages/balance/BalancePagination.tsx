import { ACTIVITY_PAGE_SIZE } from "@ceiba/core";
import ChevronLeft from "@mui/icons-material/ChevronLeft";
import ChevronRight from "@mui/icons-material/ChevronRight";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";

/** Where a tab's pagination texts live: label, previous, next and range ({{from}} {{to}} {{total}}). */
export type PaginationTexts = "activity.pagination" | "balance.liquidations.pagination";

export interface BalancePaginationProps {
  texts: PaginationTexts;
  /** From 0. */
  page: number;
  total: number;
  onPage: (page: number) => void;
  pageSize?: number;
  /** A page is loading: the buttons wait. */
  busy?: boolean;
}

/** A /balance tab's "11–20 of 34" with previous / next buttons; nothing when there is nothing to page. */
export function BalancePagination({
  texts,
  page,
  total,
  onPage,
  pageSize = ACTIVITY_PAGE_SIZE,
  busy = false,
}: BalancePaginationProps) {
  const { t } = useTranslation();
  if (total === 0) return null;
  const first = page * pageSize + 1;
  const last = Math.min(total, (page + 1) * pageSize);
  return (
    <Box
      component="nav"
      aria-label={t(`${texts}.label`)}
      sx={{ display: "flex", alignItems: "center", justifyContent: "flex-end", gap: 1 }}
    >
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {t(`${texts}.range`, { from: first, to: last, total })}
      </Typography>
      <IconButton aria-label={t(`${texts}.previous`)} disabled={busy || page === 0} onClick={() => onPage(page - 1)}>
        <ChevronLeft />
      </IconButton>
      <IconButton aria-label={t(`${texts}.next`)} disabled={busy || last >= total} onClick={() => onPage(page + 1)}>
        <ChevronRight />
      </IconButton>
    </Box>
  );
}
