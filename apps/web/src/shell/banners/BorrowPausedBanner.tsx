import Alert from "@mui/material/Alert";
import { useTranslation } from "react-i18next";
import { showsBorrowPausedBanner, type MarketPauseFlags } from "./market-banners";

/** "Borrowing is paused for security" for a market whose borrows are paused (not for the native market). */
export function BorrowPausedBanner({ market }: { market: MarketPauseFlags }) {
  const { t } = useTranslation();
  if (!showsBorrowPausedBanner(market)) return null;
  return (
    <Alert severity="warning" role="status">
      {t("banners.borrowPaused", { symbol: market.symbol })}
    </Alert>
  );
}
