import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { QueryClientProvider } from "@tanstack/react-query";
import { createBrowserRouter } from "react-router";
import { afterFirstRoute } from "./app/after-first-route";
import { shellDialogsGate } from "./app/shell-dialogs-gate";
import { RouterProvider } from "react-router/dom";
import { queryClient } from "./app/query-client";
import { WalletBoundary } from "./app/WalletBoundary";
import { MAINTENANCE_MODE } from "./config/maintenance";
import { createAppRouter } from "./routes/router";
import { COLOR_MODE_STORAGE_KEY, COLOR_SCHEME_STORAGE_KEY } from "./theme/color-mode";
import { theme } from "./theme/theme";

const { router } = createAppRouter((routes) => createBrowserRouter(routes));
// Start-up order: the first route's page, then the wallet code (WalletBoundary), then the shell's dialogs.
// In maintenance (config/maintenance.ts) the page is all there is: no wallet code, no reconnection, no reads.
const walletCodeStart = MAINTENANCE_MODE === undefined ? afterFirstRoute(router) : new Promise<void>(() => {});
shellDialogsGate.set(false);

export function App() {
  return (
    <ThemeProvider
      theme={theme}
      defaultMode="system"
      modeStorageKey={COLOR_MODE_STORAGE_KEY}
      colorSchemeStorageKey={COLOR_SCHEME_STORAGE_KEY}
    >
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <WalletBoundary start={walletCodeStart}>
          <RouterProvider router={router} />
        </WalletBoundary>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
