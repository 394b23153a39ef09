import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import { unreadableReason } from "@ceiba/core";
import { useTranslation } from "react-i18next";
import type { LendingMarket } from "../../lending/data/lending-snapshot";

/**
 * Markets whose read failed on chain (issue 16: one odd contract never takes the page down): each says which
 * market, why, and that every other market is current.
 */
export function UnavailableMarkets({ markets }: { markets: readonly LendingMarket[] }) {
  const { t } = useTranslation();
  if (markets.length === 0) return null;
  return (
    <Box sx={{ display: "grid", gap: 1 }} data-testid="unavailable-markets">
      {markets.map((m) => (
        <Alert key={m.market} severity="warning" data-testid={`unavailable-${m.symbol.toLowerCase()}`}>
          <AlertTitle>
            {t("markets.unavailable.title", {
              symbol: m.underlyingSymbol ? `${m.underlyingSymbol} (${m.symbol})` : m.symbol,
            })}
          </AlertTitle>
          {`${t(`markets.unavailable.${unreadableReason(m.readFailures) ?? "market"}`)} ${t("markets.unavailable.advice")}`}
        </Alert>
      ))}
    </Box>
  );
}
