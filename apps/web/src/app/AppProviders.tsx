import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { COLOR_MODE_STORAGE_KEY, COLOR_SCHEME_STORAGE_KEY } from "../theme/color-mode";
import { appTheme } from "../theme/theme";
import { queryClient } from "./query-client";
import { WalletBoundary } from "./WalletBoundary";

/**
 * What every page sits in: the theme, the query client and the wallet session. The app (App.tsx) and the
 * build's prerendered /home (src/prerender/home.tsx) render the same tree, so the page the browser paints
 * from the HTML is the one the app renders over it.
 */
export function AppProviders({ walletStart, children }: { walletStart: Promise<unknown>; children: ReactNode }) {
  return (
    <ThemeProvider
      theme={appTheme()}
      defaultMode="system"
      modeStorageKey={COLOR_MODE_STORAGE_KEY}
      colorSchemeStorageKey={COLOR_SCHEME_STORAGE_KEY}
      // The colour scheme is known at the first render (index.html sets its class before any paint, and no
      // style depends on it: they use the theme's CSS variables). Without this, MUI renders once without
      // it and again after mounting: every component of the page, twice, at start-up.
      noSsr
    >
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <WalletBoundary start={walletStart}>{children}</WalletBoundary>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
