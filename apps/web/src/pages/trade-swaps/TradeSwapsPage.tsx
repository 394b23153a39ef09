import { useTranslation } from "react-i18next";
import { PageFrame } from "../common/PageFrame";
import { SwapForm } from "./SwapForm";

/** /trade-swaps: the token exchange through the quote aggregator (no wallet needed to quote). */
export function TradeSwapsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t("tradeSwaps.title")} description={t("tradeSwaps.description")}>
      <SwapForm />
    </PageFrame>
  );
}
