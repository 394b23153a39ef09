import AppsOutlined from "@mui/icons-material/AppsOutlined";
import MenuIcon from "@mui/icons-material/Menu";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { HydrationChunk } from "../../app/hydration-chunk";
import { PRODUCT_LINKS } from "../../config/external-links";
import { PATHS } from "../../routes/paths";
import { CeibaMark } from "../CeibaMark";
import { FeedbackBubble } from "../FeedbackBubble";
import { setLandingLinksOpen, setMobileMenuOpen } from "../ui-store";
import { AccountControls } from "./AccountControls";

export interface TopBarProps {
  /** Phone width (≤ 600 px). */
  mobile: boolean;
  /** The XO wallet's view hides connect and disconnect. */
  hideWalletControls: boolean;
  /** Preloads the temporary drawer's code when the pointer nears the menu button. */
  onMenuIntent?: () => void;
}

/**
 * The top bar (app-shell §2): at or below 990 px the menu button and the logo (CSS hides them above, where
 * the side menu has both), the landing links, on a phone the help button (FeedbackBubble: it floats over the
 * page from 600 px up), the wallet controls, the landing-links dialog button.
 */
export function TopBar({ mobile, hideWalletControls, onMenuIntent }: TopBarProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="header"
      sx={{
        position: "sticky",
        top: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        display: "flex",
        alignItems: "center",
        gap: { xs: 0.5, sm: 1 },
        minHeight: { xs: 56, sm: 64 },
        px: { xs: 1, sm: 2, md: 3 },
        borderBottom: 1,
        borderColor: "divider",
        bgcolor: "background.paper",
        color: "text.primary",
      }}
    >
      <IconButton
        edge="start"
        onClick={() => setMobileMenuOpen(true)}
        onPointerEnter={onMenuIntent}
        onFocus={onMenuIntent}
        aria-label={t("nav.openMenu")}
        sx={{ display: { md: "none" } }}
      >
        <MenuIcon />
      </IconButton>
      <Box
        component={RouterLink}
        to={PATHS.home}
        aria-label={t("topBar.homeLink")}
        sx={{
          display: { xs: "flex", md: "none" },
          alignItems: "center",
          gap: 1,
          color: "inherit",
          textDecoration: "none",
        }}
      >
        <CeibaMark size={28} />
        <Box component="span" sx={{ fontWeight: 700, fontSize: "1.125rem", display: { xs: "none", sm: "inline" } }}>
          {t("app.name")}
        </Box>
      </Box>
      <Box sx={{ display: { xs: "none", md: "flex" }, gap: 0.5 }}>
        <Button color="inherit" href={PRODUCT_LINKS.people} target="_blank" rel="noopener noreferrer">
          {t("topBar.people")}
        </Button>
        <Button color="inherit" href={PRODUCT_LINKS.companies} target="_blank" rel="noopener noreferrer">
          {t("topBar.companies")}
        </Button>
      </Box>
      <Box sx={{ flexGrow: 1 }} />
      {/* Its own hydration task: the whole bar in one was one of the page's long tasks. One element inside:
          a suspended chunk resumes adopting its first node only and renders the others anew, so a tap
          held before the app (app/early-clicks.ts) on a later button was lost with it. */}
      <HydrationChunk name="top-bar-end">
        <Box sx={{ display: "flex", alignItems: "center", gap: { xs: 0.5, sm: 1 } }}>
          <FeedbackBubble placement="top-bar" />
          {!hideWalletControls && <AccountControls mobile={mobile} />}
          <IconButton onClick={() => setLandingLinksOpen(true)} aria-label={t("topBar.landingLinks")}>
            <AppsOutlined />
          </IconButton>
        </Box>
      </HydrationChunk>
    </Box>
  );
}
