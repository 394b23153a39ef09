import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { startApp } from "./App";
import { replayEarlyClicks } from "./app/early-clicks";
import { startChunkedHydration } from "./app/hydration-chunk";
import { initI18n } from "./i18n/init";
import { captureInstallPrompt } from "./pwa/install-prompt";
import { nextTask } from "./shared/next-task";
import { PERMANENT_DRAWER_QUERY } from "./shell/menu/use-drawer-permanent";
import { appTheme } from "./theme/theme";
import { preloadSideMenu } from "./shell/menu/PermanentMenu";

// Before anything else: the browser may offer the install prompt as soon as the page loads.
captureInstallPrompt();

// A page's code that no longer exists (a new version replaced the files while this one was open): reload once.
window.addEventListener("vite:preloadError", (event) => {
  const key = "ceiba.reloaded-for-new-version";
  try {
    if (sessionStorage.getItem(key) === location.pathname) return; // reloaded once already: show the error
    sessionStorage.setItem(key, location.pathname);
  } catch {
    return; // no storage: no way to tell a reload loop apart, let the route's error show
  }
  event.preventDefault();
  location.reload();
});

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

/**
 * The start, in steps of their own: the texts start loading, the theme is built, the router is created
 * (which starts loading the first route's code), then the app renders. The start language's texts are a
 * chunk of their own; they download alongside the first page's chunk.
 *
 * Over a prerendered page (dist/home.html, plugins/prerender-home.ts) the app renders once that page's code
 * is in, and the side menu's where it shows, so that it adopts the page's DOM as it is instead of replacing
 * it with a loading state; and it hydrates in chunks (app/hydration-chunk.tsx), each in a task of its own.
 */
async function start(container: HTMLElement): Promise<void> {
  const prerendered = container.hasAttribute("data-prerendered");
  const texts = initI18n();
  const sideMenu =
    prerendered && matchMedia(PERMANENT_DRAWER_QUERY).matches ? preloadSideMenu() : Promise.resolve(undefined);
  await nextTask();
  appTheme();
  await nextTask();
  const { App, firstRouteLoaded } = startApp();
  await Promise.all([texts, prerendered ? firstRouteLoaded : undefined, sideMenu]);
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // data-started: the app handles the page from then on (the end-to-end tests wait for it).
  const started = () => container.setAttribute("data-started", "");
  if (!prerendered) {
    createRoot(container).render(app);
    return started();
  }
  await nextTask();
  startChunkedHydration(() => {
    started();
    replayEarlyClicks(window);
  });
  hydrateRoot(container, app);
}
void start(root);

// The service worker once the page has loaded (a prerendered page starts this code after its load event).
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  const registerPwa = () => void import("./pwa/register-pwa").then((pwa) => pwa.registerPwa());
  if (document.readyState === "complete") setTimeout(registerPwa, 0);
  else window.addEventListener("load", registerPwa, { once: true });
}
