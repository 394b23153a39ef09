import { UPDATE_CHECK_INTERVAL_MS } from "@ceiba/core";
import { registerSW } from "virtual:pwa-register";
import { setNewContentAvailable } from "../shell/ui-store";

/**
 * The service worker (vite-plugin-pwa, generateSW, registerType "prompt"):
 *   - checks for a new version every UPDATE_CHECK_INTERVAL_MS (15 s) with registration.update();
 *   - a version that installs and waits is activated at once (updateSW posts SKIP_WAITING; the worker
 *     claims the open pages), then the new-content dialog offers a reload to run the new code.
 * The app shell is precached, so it opens offline.
 */
export function registerPwa(serviceWorker: ServiceWorkerContainer | undefined = navigator.serviceWorker): void {
  let updating = false;
  // workbox-window reports the take-over as an update only when a worker controlled the page at load;
  // after a first visit it does not, so the change of controller that follows our SKIP_WAITING is watched too.
  serviceWorker?.addEventListener("controllerchange", () => {
    if (updating) setNewContentAvailable(true);
  });

  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh() {
      updating = true;
      void updateSW(false);
    },
    onNeedReload() {
      setNewContentAvailable(true);
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (registration.installing || !navigator.onLine) return;
        registration.update().catch(() => {
          // offline or the server is away: the next check tries again
        });
      }, UPDATE_CHECK_INTERVAL_MS);
    },
  });
}
