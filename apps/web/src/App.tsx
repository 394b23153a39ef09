import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { QueryClientProvider } from "@tanstack/react-query";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { queryClient } from "./app/query-client";
import { WalletBoundary } from "./app/WalletBoundary";
import { createAppRouter } from "./routes/router";
import { COLOR_MODE_STORAGE_KEY, COLOR_SCHEME_STORAGE_KEY } from "./theme/color-mode";
import { theme } from "./theme/theme";

const { router } = createAppRouter((routes) => createBrowserRouter(routes));

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
        <WalletBoundary>
          <RouterProvider router={router} />
        </WalletBoundary>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
