import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import { unreadableReason } from "@ceiba/core";
import { useTranslation } from "react-i18next";
import type { LendingMarket } from "../data/lending-snapshot";

/**
 * In place of a form: the Lens could not read this market (or the account's position in it), so no figure
 * can be shown or checked. Says which market and why, as the markets page does.
 */
export function MarketUnreadable({ market }: { market: LendingMarket }) {
  const { t } = useTranslation();
  const reason = unreadableReason(market.readFailures) ?? "market";
  const name = market.underlyingSymbol ? `${market.underlyingSymbol} (${market.symbol})` : market.symbol;
  return (
    <Alert severity="warning" data-testid="market-unreadable">
      <AlertTitle>{t("markets.unavailable.title", { symbol: name })}</AlertTitle>
      {`${t(`markets.unavailable.${reason}`)} ${t("markets.unavailable.advice")}`}
    </Alert>
  );
}
