import { ThemeProvider } from "@mui/material/styles";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { sessionStore } from "../app/session-store";
import { resetFirstLoad } from "../routes/initial-load";
import { createAppRouter } from "../routes/router";
import { resetUi } from "../shell/ui-store";
import { appTheme } from "../theme/theme";
import type { WalletSession } from "../wallet/session";
import { fakeSession, renderWithSession } from "./fake-session";

export type TestRouter = ReturnType<typeof createMemoryRouter>;

/**
 * The whole app (routes, layout, session-driven navigation) in a memory router, as a fresh page load of
 * `path`, with a session the test controls and a fresh query client (as App.tsx provides; without wagmi
 * the lending queries stay idle).
 */
export function renderApp(path: string, session: WalletSession = fakeSession()) {
  resetFirstLoad();
  resetUi();
  sessionStore.set(undefined);
  const { router, stop } = createAppRouter((routes) => createMemoryRouter(routes, { initialEntries: [path] }));
  const rendered = renderWithSession(
    <ThemeProvider theme={appTheme()}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
    session,
  );
  const setSession = (next: WalletSession) => act(() => rendered.control.set(next));
  const dispose = () => {
    stop();
    router.dispose();
  };
  return { ...rendered, router, setSession, dispose };
}
