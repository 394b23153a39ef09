import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { ThemeProvider } from "@mui/material/styles";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, configure } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";
import { sessionStore } from "../app/session-store";
import { resetFirstLoad } from "../routes/initial-load";
import { createAppRouter } from "../routes/router";
import { resetUi } from "../shell/ui-store";
import { appTheme } from "../theme/theme";
import type { WalletSession } from "../wallet/session";
import { fakeSession, renderWithSession } from "./fake-session";

export type TestRouter = ReturnType<typeof createMemoryRouter>;

/**
 * The time limits of a test file that renders the whole app (call at its top): hang guards, not speed checks.
 * Measured (React's development build, MUI, jsdom): rendering a page of the app costs about 1 s of CPU, a route's
 * first render 2–3 s (its modules are transformed on first use), and each role query with a name about 0.5 s;
 * one test renders one to three pages. On the two cores these tests run on, shared with other work (load 13–20),
 * the wall time was 5–15 times the CPU time, past the 5 s of a find* query and the 15 s of a test (src/test/setup.ts,
 * vitest.config.ts): routes.test.tsx and AppLayout.test.tsx then failed by the dozen without a fault.
 */
export function allowWholeAppRenders(): void {
  vi.setConfig({ testTimeout: 90_000 });
  configure({ asyncUtilTimeout: 30_000 });
}

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
