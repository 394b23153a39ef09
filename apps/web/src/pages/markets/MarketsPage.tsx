import { CHAINS } from "@ceiba/core";
import ChevronRight from "@mui/icons-material/ChevronRight";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { listedMarkets } from "../../markets/app-markets";
import { marketChartPath } from "../../routes/paths";
import { useWalletSession } from "../../wallet/session";
import { PageFrame } from "../common/PageFrame";

/** /markets: the markets of the app's chain (their rates arrive with the lending issue). */
export function MarketsPage() {
  const { t } = useTranslation();
  const session = useWalletSession();
  const markets = listedMarkets(session.appChainId);
  return (
    <PageFrame
      title={t("markets.title")}
      description={t("markets.description", { network: CHAINS[session.appChainId].fullName })}
    >
      <Box
        component="ul"
        sx={{
          listStyle: "none",
          m: 0,
          p: 0,
          border: 1,
          borderColor: "divider",
          borderRadius: 3,
          bgcolor: "background.paper",
          overflow: "hidden",
        }}
      >
        {markets.map((market, index) => (
          <li key={market.id}>
            <Box
              component={RouterLink}
              to={marketChartPath(market.id)}
              aria-label={t("markets.rates", { symbol: market.symbol })}
              sx={{
                display: "grid",
                gridTemplateColumns: { xs: "1fr auto", sm: "minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1.4fr) auto" },
                alignItems: "center",
                gap: 2,
                px: 2.5,
                py: 2,
                borderTop: index === 0 ? 0 : 1,
                borderColor: "divider",
                color: "text.primary",
                textDecoration: "none",
                "&:hover, &:focus-visible": { bgcolor: "action.hover" },
              }}
            >
              <Box>
                <Typography component="span" sx={{ display: "block", fontWeight: 650 }}>
                  {market.underlyingSymbol}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: { sm: "none" } }}>
                  {market.symbol} · {t(`page.kinds.${market.kind}`)}
                </Typography>
              </Box>
              <Typography component="span" color="text.secondary" sx={{ display: { xs: "none", sm: "block" } }}>
                {market.symbol}
              </Typography>
              <Typography component="span" color="text.secondary" sx={{ display: { xs: "none", sm: "block" } }}>
                {t(`page.kinds.${market.kind}`)}
              </Typography>
              <ChevronRight sx={{ color: "text.secondary" }} />
            </Box>
          </li>
        ))}
      </Box>
    </PageFrame>
  );
}
