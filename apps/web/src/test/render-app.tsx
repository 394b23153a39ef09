import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { ThemeProvider } from "@mui/material/styles";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act } from "@testing-library/react";
import type { ReactNode } from "react";
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
 * `ui` with styles of its own, as a page load starts with none; `flush` removes them. Emotion keeps every rule it
 * has inserted (one <style> per rule in development) for the document's life, and jsdom's getComputedStyle, which
 * every role query with a name calls for each element it looks at, matches the element against all of them: in
 * routes.test.tsx the rules of the earlier tests' pages had grown to ~600 (one page has 150–330), doubling the
 * cost of every later query.
 */
export function withOwnStyles(ui: ReactNode): { ui: ReactNode; flush: () => void } {
  const cache = createCache({ key: "css" });
  return { ui: <CacheProvider value={cache}>{ui}</CacheProvider>, flush: () => cache.sheet.flush() };
}

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
  const styled = withOwnStyles(
    <ThemeProvider theme={appTheme()}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  const rendered = renderWithSession(styled.ui, session);
  const setSession = (next: WalletSession) => act(() => rendered.control.set(next));
  const dispose = () => {
    stop();
    router.dispose();
    styled.flush();
  };
  return { ...rendered, router, setSession, dispose };
}
