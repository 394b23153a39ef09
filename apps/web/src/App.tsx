import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router";
import { WagmiProvider } from "wagmi";
import { router } from "./routes/router";
import { theme } from "./theme/theme";
import { WalletSessionProvider } from "./wallet/WalletSessionProvider";
import { wagmiConfig } from "./wallet/wagmi-config";

const queryClient = new QueryClient();

export function App() {
  return (
    <ThemeProvider theme={theme} defaultMode="system">
      <CssBaseline />
      <WagmiProvider config={wagmiConfig}>
        <QueryClientProvider client={queryClient}>
          <WalletSessionProvider>
            <RouterProvider router={router} />
          </WalletSessionProvider>
        </QueryClientProvider>
      </WagmiProvider>
    </ThemeProvider>
  );
}
