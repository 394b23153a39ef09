import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../i18n/use-language";
import { formatMarketApy } from "../../lending/components/market-apy";
import { useProtocolSnapshot } from "../../lending/data/use-protocol-snapshot";
import { bestSavingsRate } from "./savings-yield";

/** /auth's yield mention, from the markets' rates now (nothing until they are read, nothing at 0 %). */
export function SavingsYieldNote() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: snapshot } = useProtocolSnapshot();
  const best = snapshot ? bestSavingsRate(snapshot.markets) : undefined;
  if (!best) return null;
  const values = { market: best.market.underlyingSymbol, apy: formatMarketApy(best.market, "supply", language) };
  return (
    <Typography variant="body2" color="text.secondary">
      {t(best.aboveMention ? "walletPages.auth.yieldAbove" : "walletPages.auth.yieldToday", values)}
    </Typography>
  );
}
