import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import type { UseQueryResult } from "@tanstack/react-query";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { YearInReview } from "../../balance/year-in-review-data";
import { useLanguage } from "../../i18n/use-language";
import { marketFormat } from "../../markets/market-format";
import { LoadError } from "../../shared/LoadError";

export interface YearInReviewDialogProps {
  open: boolean;
  onClose: () => void;
  year: number;
  review: Pick<UseQueryResult<YearInReview>, "data" | "isError" | "refetch">;
}

/**
 * The year's summary: how many deposits and loans the account made in it, in one of three variants (core
 * yearInReviewVariant): a returning user's, a new user's (first seen that year) and no activity that year.
 */
export function YearInReviewDialog({ open, onClose, year, review }: YearInReviewDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const data = review.data;

  let content;
  if (data) {
    content = (
      <Box data-testid="year-in-review" data-variant={data.variant}>
        <Typography sx={{ fontSize: "1.125rem", fontWeight: 600 }}>
          {t(`balance.yearInReview.${data.variant}`, { year })}
        </Typography>
        {data.variant !== "noActivity" && (
          <Box
            component="dl"
            sx={{ m: 0, mt: 2, display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: 1.5 }}
          >
            {(["deposits", "borrows"] as const).map((figure) => (
              <Box key={figure} sx={{ p: 2, borderRadius: 3, bgcolor: "action.hover" }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {t(`balance.yearInReview.${figure}`)}
                </Typography>
                <Typography
                  component="dd"
                  sx={{ m: 0, fontSize: "2rem", fontWeight: 700 }}
                  data-testid={`year-in-review-${figure}`}
                >
                  {marketFormat.count(data[figure], language)}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </Box>
    );
  } else if (review.isError) {
    content = <LoadError text={t("balance.yearInReview.error")} onRetry={() => void review.refetch()} />;
  } else {
    content = (
      <Box sx={{ display: "flex", alignItems: "center", gap: 2 }} aria-busy="true">
        <CircularProgress size={24} aria-hidden />
        <Typography>{t("balance.yearInReview.loading")}</Typography>
      </Box>
    );
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t("balance.yearInReview.title")}</DialogTitle>
      <DialogContent>{content}</DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t("balance.yearInReview.close")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
