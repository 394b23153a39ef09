import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import { useTranslation } from "react-i18next";
import { LendingLayout, lendingCard } from "../LendingLayout";

/** The borrow / repay forms while the account's snapshot loads: the same boxes, the same heights. */
export function BorrowSkeleton() {
  const { t } = useTranslation();
  return (
    <Box aria-busy="true" aria-label={t("borrow.loading")}>
      <LendingLayout
        forms={
          <Box sx={lendingCard}>
            <Skeleton variant="rounded" height={48} />
            <Skeleton variant="rounded" height={79} />
            <Skeleton variant="rounded" height={64} />
            <Skeleton variant="rounded" height={48} />
          </Box>
        }
        aside={
          <>
            <Skeleton variant="text" width="60%" height={32} />
            <Skeleton variant="rounded" height={40} />
            <Skeleton variant="rounded" height={120} />
          </>
        }
      />
    </Box>
  );
}
