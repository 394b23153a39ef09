import { CHAINS, formatAmount, lendableCash, orderMarketsForDisplay } from "@ceiba/core";
import ChevronRight from "@mui/icons-material/ChevronRight";
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useLanguage } from "../../i18n/use-language";
import { formatMarketApy } from "../../lending/components/market-apy";
import type { LendingMarket } from "../../lending/data/lending-snapshot";
import { useProtocolSnapshot } from "../../lending/data/use-protocol-snapshot";
import { listedMarkets } from "../../markets/app-markets";
import { isXusdMarket, marketRouteId } from "../../markets/market-route-id";
import { borrowPath, depositPath, marketChartPath } from "../../routes/paths";
import { visuallyHidden } from "../../shared/visually-hidden";
import { useWalletSession } from "../../wallet/session";

/** savings: supply APY, to deposit; loans: borrow APY, to borrow; overview: both, to the market's chart. */
export type RateListKind = "savings" | "loans" | "overview";

const ROW_MIN_HEIGHT = 72;

/**
 * From 600 px up one line: the market, its two figures, the chevron. On a phone the figures stack under the
 * market's name (all three left-aligned, the chevron beside them), so neither figure is dropped and nothing
 * is squeezed into a column of one word per line.
 */
const rowSx = {
  display: "grid",
  gridTemplateAreas: { xs: '"name chevron" "first chevron" "second chevron"', sm: '"name first second chevron"' },
  gridTemplateColumns: { xs: "minmax(0, 1fr) auto", sm: "minmax(0, 1.2fr) minmax(0, 1fr) minmax(0, 1fr) auto" },
  alignItems: "center",
  columnGap: 2,
  rowGap: { xs: 0.5, sm: 2 },
  px: 2.5,
  py: 1.5,
  minHeight: ROW_MIN_HEIGHT,
  color: "text.primary",
  textDecoration: "none",
} as const;

/**
 * The chain's markets with their rates (the snapshot's display order, deprecated and XUSD left out):
 * the savings section's supply APY and the wallet's balance, the loans section's borrow APY and the
 * market's available liquidity, or both APYs for visitors. Before the first read the rows of the
 * deployment's markets stand with skeleton figures, so the list does not move when the rates arrive.
 */
export function MarketRateList({ kind }: { kind: RateListKind }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const session = useWalletSession();
  const { data: snapshot } = useProtocolSnapshot();
  const markets = snapshot?.markets.filter((m) => !isXusdMarket(m));
  const placeholders = orderMarketsForDisplay(listedMarkets(session.appChainId));
  const position = (m: LendingMarket) =>
    snapshot?.positions.find((p) => p.market.toLowerCase() === m.market.toLowerCase());

  const figures = (m: LendingMarket): [string, string] => {
    const supply = t("dashboard.rates.supplyApy", { apy: formatMarketApy(m, "supply", language) });
    const borrow = t("dashboard.rates.borrowApy", { apy: formatMarketApy(m, "borrow", language) });
    if (kind === "overview") return [supply, borrow];
    if (kind === "savings") {
      const wallet = position(m)?.walletBalance;
      return [
        supply,
        wallet === undefined
          ? ""
          : t("dashboard.rates.wallet", {
              amount: `${formatAmount(wallet, m.underlyingDecimals, m.underlyingSymbol, language)} ${m.underlyingSymbol}`,
            }),
      ];
    }
    return [
      borrow,
      t("dashboard.rates.liquidity", {
        amount: `${formatAmount(lendableCash(m), m.underlyingDecimals, m.underlyingSymbol, language)} ${m.underlyingSymbol}`,
      }),
    ];
  };
  const target = (m: { symbol: string }) => {
    const id = marketRouteId(m.symbol);
    return kind === "savings" ? depositPath(id) : kind === "loans" ? borrowPath(id) : marketChartPath(id);
  };
  // What the row's link does, read before what it shows: the link is named by its content (the market and
  // its figures) so that every visible word is in its name (WCAG 2.5.3), with this verb in front.
  const linkAction =
    kind === "savings"
      ? t("home.sections.deposit")
      : kind === "loans"
        ? t("home.sections.borrow")
        : t("dashboard.rates.open");

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h2" sx={{ mb: 1.5 }}>
        {t("home.sections.marketsOnNetwork", { network: CHAINS[session.appChainId].fullName })}
      </Typography>
      <Box
        component="ul"
        aria-busy={markets === undefined}
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
        {markets === undefined
          ? placeholders.map((m, index) => (
              <Box component="li" key={m.id} sx={{ ...rowSx, borderTop: index === 0 ? 0 : 1, borderColor: "divider" }}>
                <MarketName underlying={m.underlyingSymbol} symbol={m.symbol} kind={t(`page.kinds.${m.kind}`)} />
                <Skeleton width={88} sx={{ gridArea: "first" }} />
                <Skeleton width={110} sx={{ gridArea: "second" }} />
                <ChevronRight sx={{ gridArea: "chevron", color: "text.disabled" }} />
              </Box>
            ))
          : markets.map((m, index) => {
              const [first, second] = figures(m);
              return (
                <li key={m.market}>
                  <Box
                    component={RouterLink}
                    to={target(m)}
                    data-testid={`rate-row-${marketRouteId(m.symbol)}`}
                    sx={{
                      ...rowSx,
                      borderTop: index === 0 ? 0 : 1,
                      borderColor: "divider",
                      "&:hover, &:focus-visible": { bgcolor: "action.hover" },
                    }}
                  >
                    <Box component="span" sx={visuallyHidden}>
                      {linkAction}
                    </Box>
                    <MarketName underlying={m.underlyingSymbol} symbol={m.symbol} kind={t(`page.kinds.${m.kind}`)} />
                    <Typography
                      component="span"
                      variant="body2"
                      sx={{ gridArea: "first", fontWeight: 600, color: "success.main" }}
                    >
                      {first}
                    </Typography>
                    <Typography
                      component="span"
                      variant="body2"
                      color="text.secondary"
                      sx={{ gridArea: "second", overflowWrap: "anywhere" }}
                    >
                      {second}
                    </Typography>
                    <ChevronRight sx={{ gridArea: "chevron", color: "text.secondary" }} />
                  </Box>
                </li>
              );
            })}
      </Box>
    </Box>
  );
}

function MarketName({ underlying, symbol, kind }: { underlying: string; symbol: string; kind: string }) {
  return (
    <Box sx={{ gridArea: "name", minWidth: 0 }}>
      <Typography component="span" sx={{ display: "block", fontWeight: 650 }}>
        {underlying}
      </Typography>
      {/* A long kind ("Microahorro en RBTC") breaks inside its column instead of running under the rate:
          hyphenated in the page's language where the browser can, else anywhere. */}
      <Typography
        component="span"
        variant="body2"
        color="text.secondary"
        sx={{ overflowWrap: "anywhere", hyphens: "auto" }}
      >
        {symbol} · {kind}
      </Typography>
    </Box>
  );
}
