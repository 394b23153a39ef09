import OpenInNew from "@mui/icons-material/OpenInNew";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { PRODUCT_LINKS } from "../../config/external-links";
import { setLandingLinksOpen, useUi } from "../ui-store";
import { ShellDialog } from "./ShellDialog";

/** Links to Ceiba's own site: landing, people, companies, blog, FAQs. */
export function LandingLinksDialog() {
  const { t } = useTranslation();
  const open = useUi((state) => state.landingLinksOpen);
  const links = [
    { id: "landing", href: PRODUCT_LINKS.landing, label: t("dialogs.landingLinks.landing") },
    { id: "people", href: PRODUCT_LINKS.people, label: t("topBar.people") },
    { id: "companies", href: PRODUCT_LINKS.companies, label: t("topBar.companies") },
    { id: "blog", href: PRODUCT_LINKS.blog, label: t("nav.blog") },
    { id: "faqs", href: PRODUCT_LINKS.faqs, label: t("nav.faqs") },
  ];
  return (
    <ShellDialog open={open} onClose={() => setLandingLinksOpen(false)} title={t("dialogs.landingLinks.title")}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t("dialogs.landingLinks.description")}
      </Typography>
      <List disablePadding>
        {links.map(({ id, href, label }) => (
          <li key={id}>
            <ListItemButton
              component="a"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ borderRadius: 2, mx: -1.5, px: 1.5 }}
            >
              <ListItemText primary={label} />
              <OpenInNew fontSize="small" sx={{ color: "text.secondary" }} aria-label={t("nav.opensInNewTab")} />
            </ListItemButton>
          </li>
        ))}
      </List>
    </ShellDialog>
  );
}
