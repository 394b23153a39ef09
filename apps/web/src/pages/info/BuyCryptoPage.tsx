import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { BUY_CRYPTO_LINKS } from "../../config/external-links";
import type { MessageKey } from "../../i18n/messages";
import { PageFrame } from "../common/PageFrame";
import { InfoCard } from "./InfoCard";
import { OutLink } from "./OutLink";

const DESCRIPTIONS: Readonly<Record<string, MessageKey>> = {
  rootstock: "buyCrypto.descriptions.rootstock",
  transak: "buyCrypto.descriptions.transak",
  kucoin: "buyCrypto.descriptions.kucoin",
  bitfinex: "buyCrypto.descriptions.bitfinex",
  gate: "buyCrypto.descriptions.gate",
  sovryn: "buyCrypto.descriptions.sovryn",
};

/** /buy-crypto: where to buy RBTC. */
export function BuyCryptoPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t("buyCrypto.title")} description={t("buyCrypto.intro")}>
      <Box
        component="ul"
        sx={{
          listStyle: "none",
          m: 0,
          p: 0,
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))", lg: "repeat(3, minmax(0, 1fr))" },
        }}
      >
        {BUY_CRYPTO_LINKS.map((place) => {
          const description = DESCRIPTIONS[place.id];
          return (
            <li key={place.id}>
              <InfoCard title={place.name} badge={t(`buyCrypto.kinds.${place.kind}`)}>
                {description && (
                  <Typography color="text.secondary" sx={{ mt: 1 }}>
                    {t(description)}
                  </Typography>
                )}
                <Box sx={{ mt: 1.5 }}>
                  <OutLink
                    href={place.url}
                    label={`${t("buyCrypto.visit", { name: place.name })} ${t("nav.opensInNewTab")}`}
                  >
                    {t("buyCrypto.visit", { name: place.name })}
                  </OutLink>
                </Box>
              </InfoCard>
            </li>
          );
        })}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, maxWidth: 720 }}>
        {t("buyCrypto.disclaimer")}
      </Typography>
    </PageFrame>
  );
}
