import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { initI18n } from "./i18n/init";
import { captureInstallPrompt } from "./pwa/install-prompt";

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
// The start language's texts are a chunk of their own: it downloads alongside the first page's chunk, which
// the router (created when App.tsx is imported) has already asked for.
void initI18n().then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

if (import.meta.env.PROD && "serviceWorker" in navigator) {
  window.addEventListener("load", () => void import("./pwa/register-pwa").then((pwa) => pwa.registerPwa()));
}
