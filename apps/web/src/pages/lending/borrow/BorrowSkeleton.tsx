import Skeleton from "@mui/material/Skeleton";
import { useTranslation } from "react-i18next";
import { BorrowLayout, borrowCard } from "./BorrowLayout";
import Box from "@mui/material/Box";

/** The borrow / repay forms while the account's snapshot loads: the same boxes, the same heights. */
export function BorrowSkeleton() {
  const { t } = useTranslation();
  return (
    <Box aria-busy="true" aria-label={t("borrow.loading")}>
      <BorrowLayout
        forms={
          <Box sx={borrowCard}>
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
