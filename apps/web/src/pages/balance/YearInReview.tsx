import AutoAwesomeOutlined from "@mui/icons-material/AutoAwesomeOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useYearInReview } from "../../balance/balance-queries";
import { hasSeenYearInReview, rememberYearInReviewSeen } from "../../balance/year-in-review-seen";
import { useLendingChain } from "../../lending/data/lending-chain";
import { YearInReviewDialog } from "./YearInReviewDialog";

/**
 * The year in review (VITE_CEIBA_YEAR_IN_REVIEW on): a button opening the summary of `year`, which also
 * opens by itself the first time an account's figures are in, once per account and year in this browser.
 */
export function YearInReview({ year }: { year: number }) {
  const { t } = useTranslation();
  const { account } = useLendingChain();
  const review = useYearInReview(year);
  const [open, setOpen] = useState(false);
  const ready = review.data !== undefined;

  useEffect(() => {
    if (account === undefined || !ready || hasSeenYearInReview(account, year)) return;
    rememberYearInReviewSeen(account, year);
    setOpen(true);
  }, [account, year, ready]);

  return (
    <Box>
      <Button variant="outlined" startIcon={<AutoAwesomeOutlined />} onClick={() => setOpen(true)}>
        {t("balance.yearInReview.open", { year })}
      </Button>
      <YearInReviewDialog open={open} onClose={() => setOpen(false)} year={year} review={review} />
    </Box>
  );
}
