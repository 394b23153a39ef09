import { CHAINS } from "@ceiba/core";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router";
import { listedMarkets } from "../../markets/app-markets";
import { borrowPath, depositPath, isHomeSection } from "../../routes/paths";
import { useWalletSession } from "../../wallet/session";
import { NotFoundPage } from "../errors/NotFoundPage";
import { ConnectedAddress } from "../common/ConnectedAddress";
import { PageFrame } from "../common/PageFrame";
import { RequireWallet } from "../common/RequireWallet";

/** /home/section/savings and /home/section/loans: the markets to deposit in or borrow from. */
export function HomeSectionPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const session = useWalletSession();
  if (!isHomeSection(id)) return <NotFoundPage />;
  const savings = id === "savings";
  const markets = listedMarkets(session.appChainId);
  const title = savings ? t("home.sections.savingsTitle") : t("home.sections.loansTitle");
  const description = savings ? t("home.sections.savingsDescription") : t("home.sections.loansDescription");

  return (
    <RequireWallet autoOpen>
      <PageFrame title={title} description={description}>
        <Box sx={{ display: "flex", flexDirection: "column", gap: 3 }}>
          <ConnectedAddress />
          <Box component="section" aria-labelledby="section-markets">
            <Typography id="section-markets" component="h2" variant="h2" sx={{ mb: 1.5 }}>
              {t("home.sections.marketsOnNetwork", { network: CHAINS[session.appChainId].fullName })}
            </Typography>
            {markets.length === 0 ? (
              <Typography color="text.secondary">{t("home.sections.noMarkets")}</Typography>
            ) : (
              <Box
                component="ul"
                sx={{
                  listStyle: "none",
                  m: 0,
                  p: 0,
                  display: "grid",
                  gap: 1.5,
                  gridTemplateColumns: { xs: "1fr", sm: "repeat(auto-fill, minmax(220px, 1fr))" },
                }}
              >
                {markets.map((market) => (
                  <li key={market.id}>
                    <Box
                      component={RouterLink}
                      to={savings ? depositPath(market.id) : borrowPath(market.id)}
                      aria-label={
                        savings
                          ? t("home.sections.deposit", { symbol: market.symbol })
                          : t("home.sections.borrow", { symbol: market.symbol })
                      }
                      sx={{
                        display: "flex",
                        justifyContent: "space-between",
                        alignItems: "center",
                        gap: 2,
                        p: 2,
                        borderRadius: 3,
                        border: 1,
                        borderColor: "divider",
                        bgcolor: "background.paper",
                        color: "text.primary",
                        textDecoration: "none",
                        "&:hover, &:focus-visible": { borderColor: "primary.main" },
                      }}
                    >
                      <Box>
                        <Typography component="span" sx={{ display: "block", fontWeight: 650 }}>
                          {market.underlyingSymbol}
                        </Typography>
                        <Typography component="span" variant="body2" color="text.secondary">
                          {market.symbol} · {t(`page.kinds.${market.kind}`)}
                        </Typography>
                      </Box>
                      <Typography component="span" color="primary" sx={{ fontWeight: 600, whiteSpace: "nowrap" }}>
                        {savings ? t("lending.deposit.tab") : t("lending.borrow.tab")} →
                      </Typography>
                    </Box>
                  </li>
                ))}
              </Box>
            )}
          </Box>
        </Box>
      </PageFrame>
    </RequireWallet>
  );
}
