import Box from "@mui/material/Box";
import { HydrationChunk } from "../../app/hydration-chunk";
import { preloadableLazy } from "../../shared/preloadable-lazy";
import { DRAWER_WIDTH } from "../../theme/theme";

// Its own chunk (shared with the phone's drawer): a phone's first route does not carry it. The box below
// keeps its place meanwhile, so the page does not move when it arrives.
const SideMenu = preloadableLazy(() => import("./SideMenu").then((module) => module.SideMenu));

/** Loads the side menu's code, so that the first render has it (over a prerendered page: src/main.tsx). */
export const preloadSideMenu = SideMenu.preload;

/**
 * The side menu above 990 px: always there, beside the page. Below, CSS hides it and it holds no menu
 * (`withMenu` false): it is in the markup at every width so that the prerendered page (src/prerender),
 * which has both layouts, and the app's have the same structure.
 */
export function PermanentMenu({ withMenu }: { withMenu: boolean }) {
  return (
    <Box
      component="aside"
      sx={{
        display: { xs: "none", md: "block" },
        width: DRAWER_WIDTH,
        flexShrink: 0,
        position: "sticky",
        top: 0,
        height: "100dvh",
        borderRight: 1,
        borderColor: "divider",
        bgcolor: "background.paper",
      }}
    >
      {withMenu && (
        <HydrationChunk name="side-menu">
          <SideMenu />
        </HydrationChunk>
      )}
    </Box>
  );
}
