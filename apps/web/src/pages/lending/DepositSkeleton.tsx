import Skeleton from "@mui/material/Skeleton";
import { useTranslation } from "react-i18next";
import { LendingFormCard, LendingLayout } from "./LendingLayout";

/** The deposit / withdraw form while the account's snapshot loads: the same boxes, the same heights. */
export function DepositSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" aria-live="polite">
      <LendingLayout
        forms={
          <LendingFormCard label={t("deposit.loading")}>
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={79} />
            <Skeleton variant="rounded" height={88} />
            <Skeleton variant="rounded" height={48} />
          </LendingFormCard>
        }
        aside={
          <>
            <Skeleton variant="text" width="60%" height={32} />
            <Skeleton variant="rounded" height={40} />
            <Skeleton variant="rounded" height={64} />
          </>
        }
      />
    </div>
  );
}
