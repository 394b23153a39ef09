import { BREAKPOINTS } from "@ceiba/core";
import Box from "@mui/material/Box";
import useMediaQuery from "@mui/material/useMediaQuery";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useMatches } from "react-router";
import { HydrationChunk } from "../app/hydration-chunk";
import { usePrerendering } from "../app/prerender-context";
import { useShellDialogsAllowed } from "../app/shell-dialogs-gate";
import { resolveRoute } from "../routes/route-handle";
import { visuallyHidden } from "../shared/visually-hidden";
import { FeedbackBubble } from "./FeedbackBubble";
import { useDrawerPermanent } from "./menu/use-drawer-permanent";
import { PermanentMenu } from "./menu/PermanentMenu";
import { NavigationProgress } from "./NavigationProgress";
import { TopBar } from "./top-bar/TopBar";
import { useUi } from "./ui-store";
import { WalletBannersSlot, WalletDialogsSlot } from "./WalletSlots";

const loadMobileMenu = () => import("./menu/MobileMenuDrawer");
const MobileMenuDrawer = lazy(loadMobileMenu);
const ShellDialogs = lazy(() => import("./dialogs/ShellDialogs"));

/**
 * The app's frame: the side menu (permanent above 990 px, a temporary drawer at or below), the top bar,
 * the wallet folder's banners, the page, and the dialogs (the shell's and the wallet folder's), which load
 * after the first paint. CSS shows the permanent menu or the menu button, so the markup is the same at
 * every width (the prerendered page has both: src/prerender); the width only decides what loads.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const permanent = useDrawerPermanent();
  const prerendering = usePrerendering();
  const mobile = useMediaQuery(`(max-width: ${BREAKPOINTS.mobile}px)`, { noSsr: true });
  const { hideWalletControls } = resolveRoute(useMatches());
  const menuRequested = useUi((state) => state.mobileMenuOpen);
  const dialogsAllowed = useShellDialogsAllowed(); // after the first page (app/shell-dialogs-gate.ts)

  return (
    <HydrationChunk name="layout">
      <Box sx={{ display: "flex", minHeight: "100dvh" }}>
        <Box
          component="a"
          href="#main"
          sx={{
            ...visuallyHidden,
            "&:focus": {
              position: "fixed",
              top: 8,
              left: 8,
              width: "auto",
              height: "auto",
              clip: "auto",
              zIndex: 2000,
              bgcolor: "background.paper",
              p: 1,
            },
          }}
        >
          {t("page.skipToContent")}
        </Box>
        <HydrationChunk name="permanent-menu">
          <PermanentMenu withMenu={permanent || prerendering} />
        </HydrationChunk>
        {!permanent && menuRequested && (
          <Suspense fallback={null}>
            <MobileMenuDrawer />
          </Suspense>
        )}
        <Box sx={{ flex: 1, minWidth: 0, display: "flex", flexDirection: "column" }}>
          <HydrationChunk name="top-bar">
            <TopBar
              mobile={mobile}
              hideWalletControls={hideWalletControls}
              onMenuIntent={() => void loadMobileMenu()}
            />
          </HydrationChunk>
          <NavigationProgress />
          <WalletBannersSlot />
          <Box
            component="main"
            id="main"
            tabIndex={-1}
            sx={{
              flex: 1,
              width: "100%",
              maxWidth: 1120,
              mx: "auto",
              px: { xs: 2, sm: 3, md: 4 },
              pt: { xs: 2.5, sm: 4 },
              pb: 12,
              outline: "none",
            }}
          >
            <HydrationChunk name="page">
              <Outlet />
            </HydrationChunk>
          </Box>
        </Box>
        <HydrationChunk name="feedback">
          <FeedbackBubble placement="floating" />
        </HydrationChunk>
        {dialogsAllowed && (
          <Suspense fallback={null}>
            <ShellDialogs />
          </Suspense>
        )}
        <WalletDialogsSlot />
      </Box>
    </HydrationChunk>
  );
}
