import type { createBrowserRouter, RouteObject } from "react-router";
import { markFirstLoadDone } from "./initial-load";
import { createRoutes } from "./routes";
import { startSessionNavigation } from "./session-navigation";

type DataRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The app's data router with its session-driven navigation. `create` is createBrowserRouter in the app and
 * createMemoryRouter in tests. Returns the router and the function that stops its subscriptions.
 */
export function createAppRouter<R extends DataRouter>(
  create: (routes: RouteObject[]) => R,
): { router: R; stop: () => void } {
  const router = create(createRoutes());
  let stopInitial = () => {};
  if (router.state.initialized) markFirstLoadDone();
  else {
    stopInitial = router.subscribe((state) => {
      if (!state.initialized) return;
      markFirstLoadDone();
      stopInitial();
    });
  }
  const stopNavigation = startSessionNavigation(router);
  return {
    router,
    stop: () => {
      stopInitial();
      stopNavigation();
    },
  };
}
