import { createTheme } from "@mui/material/styles";
import { BREAKPOINTS } from "@ceiba/core";

/**
 * The one theme of the app, light and dark (following the system, switchable). The breakpoints carry the
 * spec's two widths: `sm` = mobile (600 px), `md` = the side menu's drawer limit (990 px).
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: "class" },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: "#0b6e4f" },
        secondary: { main: "#c17817" },
        background: { default: "#f6f8f7", paper: "#ffffff" },
      },
    },
    dark: {
      palette: {
        primary: { main: "#4fc29a" },
        secondary: { main: "#f0a94b" },
        background: { default: "#0f1513", paper: "#172019" },
      },
    },
  },
  breakpoints: { values: { xs: 0, sm: BREAKPOINTS.mobile, md: BREAKPOINTS.drawer + 1, lg: 1280, xl: 1536 } },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: "none", fontWeight: 600 },
  },
});
