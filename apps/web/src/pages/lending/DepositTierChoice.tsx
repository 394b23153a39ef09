import { microCaps } from "@ceiba/core";
import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { LendingMarket } from "../../lending/data/lending-snapshot";
import { formatMarketApy } from "../../lending/components/market-apy";
import { formatTokenAmount } from "../../i18n/formatters";
import { useLanguage } from "../../i18n/use-language";

export interface DepositTierChoiceProps {
  /** The micro-savings market (kSAT) and the standard one (kRBTC). */
  micro: LendingMarket;
  standard: LendingMarket;
  /** The market the page is on. */
  selected: LendingMarket;
  onChange: (market: LendingMarket) => void;
}

/**
 * The two rBTC deposit tiers (lending-engine §1, §5): the micro-savings market, capped per user (0.025 rBTC
 * unless the chain says otherwise), and the standard market with no cap, each with its supply APY.
 */
export function DepositTierChoice({ micro, standard, selected, onChange }: DepositTierChoiceProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const labelId = useId();
  const cap = formatTokenAmount(
    { value: microCaps(micro).accountCap, decimals: 18, symbol: micro.underlyingSymbol },
    language,
  );
  const options = [
    { market: micro, title: t("deposit.tier.micro"), text: t("deposit.tier.microText", { cap }) },
    { market: standard, title: t("deposit.tier.standard"), text: t("deposit.tier.standardText") },
  ];
  return (
    <Box>
      <Typography id={labelId} variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {t("deposit.tier.label")}
      </Typography>
      <RadioGroup
        aria-labelledby={labelId}
        value={selected.market.toLowerCase()}
        onChange={(event) => {
          const next = options.find((o) => o.market.market.toLowerCase() === event.target.value);
          if (next) onChange(next.market);
        }}
        sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 1 }}
      >
        {options.map(({ market, title, text }) => (
          <FormControlLabel
            key={market.market}
            value={market.market.toLowerCase()}
            control={<Radio />}
            sx={{
              m: 0,
              p: 1.5,
              pr: 2,
              alignItems: "flex-start",
              border: 1,
              borderRadius: 3,
              borderColor: selected.market === market.market ? "primary.main" : "divider",
            }}
            label={
              <Box sx={{ pt: 1 }}>
                <Typography component="span" sx={{ display: "block", fontWeight: 650 }}>
                  {title} · {market.symbol}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: "block" }}>
                  {text}
                </Typography>
                <Typography component="span" variant="body2" color="success.main" sx={{ display: "block", mt: 0.5 }}>
                  {t("deposit.tier.apy", { apy: formatMarketApy(market, "supply", language) })}
                </Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </Box>
  );
}
