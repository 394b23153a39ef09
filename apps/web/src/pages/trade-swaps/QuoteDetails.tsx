import { MAX_SWAP_PRICE_IMPACT, formatFractionAsPercent, type Language } from "@ceiba/core";
import type { SwapQuote } from "@ceiba/sdk";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { formatTokenAmount, formatUsd } from "../../i18n/formatters";
import { useLanguage } from "../../i18n/use-language";
import { priceText } from "./swap-figures";
import type { SwapToken } from "./swap-tokens";

export interface QuoteDetailsProps {
  quote: SwapQuote;
  inToken: Pick<SwapToken, "symbol" | "decimals">;
  outToken: Pick<SwapToken, "symbol" | "decimals">;
}

interface Row {
  id: string;
  label: string;
  value: string;
  warn?: boolean;
}

/** The quote's rows (lending-engine §2 /trade-swaps): price, LP fee, minimum or maximum, impact, fee, provider. */
export function quoteRows(
  quote: SwapQuote,
  inToken: QuoteDetailsProps["inToken"],
  outToken: QuoteDetailsProps["outToken"],
  language: Language,
  t: TFunction,
): Row[] {
  const slippage = formatFractionAsPercent(BigInt(quote.slippage), 18, language);
  const amount = (value: string, token: QuoteDetailsProps["inToken"]) =>
    formatTokenAmount({ value: BigInt(value), ...token }, language);
  const impact = BigInt(quote.market.priceImpact);
  const price: { base: string; price: string; quote: string } = priceText(quote, inToken, outToken, language);
  return [
    { id: "price", label: t("tradeSwaps.quote.price"), value: t("tradeSwaps.quote.rate", price) },
    {
      id: "lp-fee",
      label: t("tradeSwaps.quote.lpFee"),
      // A rate of 0: the provider's price is after the pools' fees and does not break them out (OpenOcean).
      value:
        BigInt(quote.market.liquidityProviderFeeRate) === 0n
          ? t("tradeSwaps.quote.lpFeeIncluded")
          : amount(quote.market.liquidityProviderFee, inToken),
    },
    quote.isExactIn
      ? {
          id: "minimum-received",
          label: t("tradeSwaps.quote.minimumReceived", { slippage }),
          value: amount(quote.market.minimumReceived, outToken),
        }
      : {
          id: "maximum-sold",
          label: t("tradeSwaps.quote.maximumSold", { slippage }),
          value: amount(quote.market.maximumSold, inToken),
        },
    {
      id: "price-impact",
      label: t("tradeSwaps.quote.priceImpact"),
      value: formatFractionAsPercent(impact, 18, language),
      warn: impact > MAX_SWAP_PRICE_IMPACT,
    },
    {
      id: "network-fee",
      label: t("tradeSwaps.quote.networkFee"),
      value: t("tradeSwaps.quote.usd", { usd: formatUsd(BigInt(quote.gasInUsdValue), language) }),
    },
    {
      id: "provider",
      label: t("tradeSwaps.quote.provider"),
      value: providerText(t(`tradeSwaps.quote.providers.${quote.provider}`), quote.market.protocol),
    },
  ];
}

/** The provider, with the route's protocol when it says more ("OpenOcean · UniswapV3", but "Uniswap", not "Uniswap · Uniswap v3"). */
const providerText = (provider: string, protocol: string) =>
  protocol === "" || protocol.toLowerCase().startsWith(provider.toLowerCase()) ? provider : `${provider} · ${protocol}`;

/** The quote's figures as a description list; each row's label and value wrap under each other on a phone. */
export function QuoteDetails({ quote, inToken, outToken }: QuoteDetailsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Box
      component="dl"
      aria-label={t("tradeSwaps.quote.details")}
      data-testid="quote-details"
      sx={{ m: 0, display: "flex", flexDirection: "column", gap: 0.75 }}
    >
      {quoteRows(quote, inToken, outToken, language, t).map((row) => (
        <Box
          key={row.id}
          data-testid={`quote-${row.id}`}
          sx={{ display: "flex", flexWrap: "wrap", justifyContent: "space-between", columnGap: 2 }}
        >
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ flex: "1 1 10rem", minWidth: 0 }}>
            {row.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{
              m: 0,
              fontWeight: 600,
              fontVariantNumeric: "tabular-nums",
              color: row.warn ? "error.main" : undefined,
              overflowWrap: "anywhere",
            }}
          >
            {row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
