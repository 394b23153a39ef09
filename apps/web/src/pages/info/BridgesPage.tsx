import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { ROOTSTOCK_LINKS } from "../../config/external-links";
import { PATHS } from "../../routes/paths";
import { PageFrame } from "../common/PageFrame";
import { InfoCard } from "./InfoCard";
import { OutLink } from "./OutLink";

/** /bridges: how to move BTC to Rootstock and back (PowPeg, Flyover). */
export function BridgesPage() {
  const { t } = useTranslation();
  const newTab = t("nav.opensInNewTab");
  return (
    <PageFrame title={t("bridges.title")} description={t("bridges.intro")}>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "1fr 1fr" } }}>
        <InfoCard title={t("bridges.powPeg.title")}>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t("bridges.powPeg.text")}
          </Typography>
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, mt: 2 }}>
            <OutLink href={ROOTSTOCK_LINKS.powPegApp} label={`${t("bridges.powPeg.app")} ${newTab}`}>
              {t("bridges.powPeg.app")}
            </OutLink>
            <OutLink href={ROOTSTOCK_LINKS.powPegDocs} label={`${t("bridges.powPeg.docs")} ${newTab}`}>
              {t("bridges.powPeg.docs")}
            </OutLink>
            <OutLink href={ROOTSTOCK_LINKS.powPegGuide} label={`${t("bridges.powPeg.guide")} ${newTab}`}>
              {t("bridges.powPeg.guide")}
            </OutLink>
          </Box>
        </InfoCard>
        <InfoCard title={t("bridges.flyover.title")}>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t("bridges.flyover.text")}
          </Typography>
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, mt: 2 }}>
            <OutLink href={ROOTSTOCK_LINKS.powPegApp} label={`${t("bridges.powPeg.app")} ${newTab}`}>
              {t("bridges.powPeg.app")}
            </OutLink>
            <OutLink href={ROOTSTOCK_LINKS.flyoverDocs} label={`${t("bridges.flyover.docs")} ${newTab}`}>
              {t("bridges.flyover.docs")}
            </OutLink>
          </Box>
        </InfoCard>
      </Box>
      <Alert severity="info" sx={{ mt: 2 }}>
        {t("bridges.tip")}
      </Alert>
      <Typography sx={{ mt: 3 }}>
        <Box component={RouterLink} to={PATHS.buyCrypto} sx={{ color: "primary.main", fontWeight: 600 }}>
          {t("bridges.buyInstead")}
        </Box>
      </Typography>
    </PageFrame>
  );
}
