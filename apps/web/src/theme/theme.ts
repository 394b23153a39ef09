import { BREAKPOINTS } from "@ceiba/core";
import { createTheme, type Theme } from "@mui/material/styles";

/** Brand colours, also used by the PWA manifest and index.html (theme-color). */
export const BRAND = {
  green: "#0b6e4f",
  greenLight: "#4fc29a",
  amber: "#c17817",
  backgroundLight: "#f5f7f6",
  backgroundDark: "#0e1412",
} as const;

/** Width of the side menu. */
export const DRAWER_WIDTH = 256;

/**
 * The one theme of the app, light and dark (following the system, switchable). The breakpoints carry the
 * spec's two widths: `sm` = mobile (600 px), `md` = above the side menu's drawer limit (991 px).
 * System fonts only: nothing to download, no layout shift when a font arrives.
 *
 * Made on first use, not when this module loads: building it (both colour schemes' CSS variables) is one
 * of the longest steps of the app's start, and src/main.tsx gives it a task of its own.
 */
let made: Theme | undefined;

export function appTheme(): Theme {
  made ??= makeTheme();
  return made;
}

const makeTheme = () =>
  createTheme({
    cssVariables: { colorSchemeSelector: "class" },
    colorSchemes: {
      light: {
        palette: {
          primary: { main: BRAND.green },
          secondary: { main: BRAND.amber },
          background: { default: BRAND.backgroundLight, paper: "#ffffff" },
          divider: "rgba(12, 38, 29, 0.12)",
          text: { primary: "#13201b", secondary: "#4a5a53" },
          action: { selected: "rgba(11, 110, 79, 0.10)" },
        },
      },
      dark: {
        palette: {
          primary: { main: BRAND.greenLight },
          secondary: { main: "#f0a94b" },
          background: { default: BRAND.backgroundDark, paper: "#151d1a" },
          divider: "rgba(214, 235, 226, 0.14)",
          text: { primary: "#e7efeb", secondary: "#a6b5ae" },
          action: { selected: "rgba(79, 194, 154, 0.16)" },
        },
      },
    },
    breakpoints: { values: { xs: 0, sm: BREAKPOINTS.mobile, md: BREAKPOINTS.drawer + 1, lg: 1280, xl: 1536 } },
    shape: { borderRadius: 12 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: "1.75rem", fontWeight: 700, lineHeight: 1.25, letterSpacing: "-0.01em" },
      h2: { fontSize: "1.25rem", fontWeight: 650, lineHeight: 1.3 },
      h3: { fontSize: "1.05rem", fontWeight: 650, lineHeight: 1.35 },
      button: { textTransform: "none", fontWeight: 600 },
    },
    components: {
      // Every button, link-button, checkbox and menu item shows the keyboard's focus with an outline in the
      // brand colour (WCAG 2.4.7), not only MUI's faint focus ripple.
      MuiButtonBase: {
        styleOverrides: {
          root: ({ theme }) => ({
            "&.Mui-focusVisible": {
              outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
              outlineOffset: 2,
            },
          }),
        },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiAppBar: { defaultProps: { elevation: 0, color: "inherit" } },
      MuiPaper: { defaultProps: { elevation: 0 } },
      MuiCard: { defaultProps: { variant: "outlined" } },
      MuiTooltip: { defaultProps: { arrow: true } },
      MuiDialog: { defaultProps: { fullWidth: true, maxWidth: "xs" } },
    },
  });
