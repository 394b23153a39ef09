import { useTranslation } from "react-i18next";
import { PageFrame } from "../common/PageFrame";

/** /trade-swaps: the token exchange (the swap engine arrives with its issue). */
export function TradeSwapsPage() {
  const { t } = useTranslation();
  return <PageFrame title={t("tradeSwaps.title")} description={t("tradeSwaps.description")} />;
}
