import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { afterFirstRoute, afterNextPaint } from "./app/after-first-route";
import { AppProviders } from "./app/AppProviders";
import { openShellDialogs, shellDialogsGate } from "./app/shell-dialogs-gate";
import { walletDemanded, walletNeededAtStart } from "./app/wallet-demand";
import { MAINTENANCE_MODE } from "./config/maintenance";
import { createAppRouter } from "./routes/router";

export interface StartedApp {
  App: () => React.JSX.Element;
  /** Resolves once the first route's code (and texts) are in: a prerendered page is rendered over only then. */
  firstRouteLoaded: Promise<void>;
}

/**
 * Creates the app's router, which starts loading the first route's code. A function (not this module's
 * top level) so that src/main.tsx can run it in a task of its own.
 */
export function startApp(): StartedApp {
  const { router } = createAppRouter((routes) => createBrowserRouter(routes));
  // Start-up order: the first route's page, then the wallet code (WalletBoundary), then the shell's dialogs.
  // Without a stored session the wallet code waits until it is asked for (app/wallet-demand.ts), and the
  // dialogs follow the page. In maintenance (config/maintenance.ts) the page is all there is: no wallet
  // code, no reconnection, no reads.
  const firstRouteShown = MAINTENANCE_MODE === undefined ? afterFirstRoute(router) : new Promise<void>(() => {});
  const walletAtStart = walletNeededAtStart();
  const walletCodeStart = walletAtStart ? firstRouteShown : firstRouteShown.then(() => walletDemanded);
  shellDialogsGate.set(false);
  if (!walletAtStart) void firstRouteShown.then(() => afterNextPaint(openShellDialogs));

  const firstRouteLoaded = new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

  function App() {
    return (
      <AppProviders walletStart={walletCodeStart}>
        <RouterProvider router={router} />
      </AppProviders>
    );
  }
  return { App, firstRouteLoaded };
}
