import ArticleOutlined from "@mui/icons-material/ArticleOutlined";
import HelpOutlineOutlined from "@mui/icons-material/HelpOutlineOutlined";
import OpenInNew from "@mui/icons-material/OpenInNew";
import Box from "@mui/material/Box";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { PRODUCT_LINKS } from "../../config/external-links";
import { PATHS } from "../../routes/paths";
import { HintTooltip } from "../../shared/HintTooltip";
import { CeibaMark } from "../CeibaMark";
import { LanguageButton } from "./LanguageButton";
import { MENU_ITEMS } from "./menu-items";
import { SocialLinks } from "./SocialLinks";
import { ThemeToggle } from "./ThemeToggle";

const itemSx = {
  borderRadius: 2,
  mx: 1.5,
  my: 0.25,
  px: 1.5,
  minHeight: 44,
  "& .MuiListItemIcon-root": { minWidth: 36, color: "text.secondary" },
  "&.active": {
    bgcolor: "action.selected",
    color: "primary.main",
    "& .MuiListItemIcon-root": { color: "primary.main" },
  },
} as const;

/** The side menu's content, shared by the permanent and the temporary drawer. */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: "flex", flexDirection: "column", height: "100%", overflowY: "auto" }}>
      <Box
        component={NavLink}
        to={PATHS.home}
        onClick={onNavigate}
        aria-label={t("topBar.homeLink")}
        sx={{
          display: "flex",
          alignItems: "center",
          gap: 1.25,
          px: 3,
          height: 64,
          flexShrink: 0,
          color: "text.primary",
          textDecoration: "none",
        }}
      >
        <CeibaMark size={32} />
        <Box component="span" sx={{ fontWeight: 700, fontSize: "1.25rem", letterSpacing: "-0.01em" }}>
          {t("app.name")}
        </Box>
      </Box>
      <Box component="nav" aria-label={t("nav.label")}>
        <List disablePadding>
          {MENU_ITEMS.map(({ id, to, label, Icon, hint, end }) => {
            const item = (
              <ListItemButton component={NavLink} to={to} end={end} onClick={onNavigate} sx={itemSx}>
                <ListItemIcon>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={t(label)} />
              </ListItemButton>
            );
            // A list holds only items (WCAG 1.3.1): each link, and the hint's wrapper, inside its li.
            return <li key={id}>{hint ? <HintTooltip hint={t(hint)}>{item}</HintTooltip> : item}</li>;
          })}
        </List>
        <Box role="separator" sx={{ my: 1.5, mx: 3, borderTop: 1, borderColor: "divider" }} />
        <List disablePadding>
          {[
            { id: "blog", href: PRODUCT_LINKS.blog, label: t("nav.blog"), Icon: ArticleOutlined },
            { id: "faqs", href: PRODUCT_LINKS.faqs, label: t("nav.faqs"), Icon: HelpOutlineOutlined },
          ].map(({ id, href, label, Icon }) => (
            <li key={id}>
              <ListItemButton
                component="a"
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${label} ${t("nav.opensInNewTab")}`}
                sx={itemSx}
              >
                <ListItemIcon>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={label} />
                <OpenInNew sx={{ fontSize: 16, color: "text.secondary" }} />
              </ListItemButton>
            </li>
          ))}
        </List>
      </Box>
      <Box sx={{ mt: "auto", px: 2.5, py: 2, display: "flex", flexDirection: "column", gap: 1 }}>
        <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}>
          <LanguageButton />
          <ThemeToggle />
        </Box>
        <SocialLinks />
      </Box>
    </Box>
  );
}
