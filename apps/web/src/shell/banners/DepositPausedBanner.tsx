import Alert from "@mui/material/Alert";
import { useTranslation } from "react-i18next";
import { showsDepositPausedBanner, type MarketPauseFlags } from "./market-banners";

/** "Deposits are paused for security" for a market whose mints are paused (kDOC, kRBTC…). */
export function DepositPausedBanner({ market }: { market: MarketPauseFlags }) {
  const { t } = useTranslation();
  if (!showsDepositPausedBanner(market)) return null;
  return (
    <Alert severity="warning" role="status">
      {t("banners.depositPaused", { symbol: market.symbol })}
    </Alert>
  );
}
