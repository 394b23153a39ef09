import Box from "@mui/material/Box";
import { lazy, Suspense } from "react";
import { DRAWER_WIDTH } from "../../theme/theme";

// Its own chunk (shared with the phone's drawer): a phone's first route does not carry it. The box below
// keeps its place meanwhile, so the page does not move when it arrives.
const SideMenu = lazy(() => import("./SideMenu").then((module) => ({ default: module.SideMenu })));

/** The side menu above 990 px: always there, beside the page. */
export function PermanentMenu() {
  return (
    <Box
      sx={{
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
      <Suspense fallback={null}>
        <SideMenu />
      </Suspense>
    </Box>
  );
}
