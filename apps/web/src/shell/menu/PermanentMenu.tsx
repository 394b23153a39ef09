import Box from "@mui/material/Box";
import { DRAWER_WIDTH } from "../../theme/theme";
import { SideMenu } from "./SideMenu";

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
      <SideMenu />
    </Box>
  );
}
