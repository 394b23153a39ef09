import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig, loadEnv, type ProxyOptions } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { firstRoutePreload } from "./plugins/first-route-preload.js";
import { messagesPerLanguage } from "./plugins/messages-per-language.js";
import { preactCompatAliases } from "./plugins/preact-compat.js";
import { PRERENDERED_FILE, prerenderHome } from "./plugins/prerender-home.js";
import { reactRouterProductionAliases } from "./plugins/react-router-production.js";
import { parseMaintenanceMode } from "./src/config/maintenance-mode.js";
import { parseAppProtocol } from "./src/config/app-protocol.js";
import { parseYearInReview } from "./src/config/year-in-review-flag.js";
import { parseTrezorConnect } from "./src/config/trezor-connect-flag.js";

const webDir = fileURLToPath(new URL(".", import.meta.url));

// Same-origin paths to the local stack's services (scripts/web-app.mjs sets the targets for `npm start`
// and the end-to-end tests; the defaults are the stack's default ports). The browser then talks to one
// origin: no CORS, and the app needs no build-time URL for chain 1337.
const target = (name: string, fallback: string) => process.env[name] ?? fallback;
const proxy: Record<string, ProxyOptions> = {
  "/rpc": { target: target("CEIBA_PROXY_RPC", "http://127.0.0.1:8545"), rewrite: () => "/" },
  "/api": { target: target("CEIBA_PROXY_API", "http://127.0.0.1:42069"), rewrite: (p) => p.replace(/^\/api/, "") },
  "/faucet": { target: target("CEIBA_PROXY_FAUCET", "http://127.0.0.1:8546") },
  // The local Boltz stand-in (chain 1337), REST and its /v2/ws WebSocket: CEIBA_BOLTZ_API_URL as npm start
  // passes it (…/v2, read without the /v2). The app asks @ceiba/lightning's boltzEnvironmentForChain with
  // `${origin}${BOLTZ_LOCAL_PROXY_PATH}` ("/boltz") as the regtest URL.
  "/boltz": {
    target: target("CEIBA_BOLTZ_API_URL", "http://127.0.0.1:9001").replace(/\/+$/, "").replace(/\/v2$/i, ""),
    ws: true,
    rewrite: (p) => p.replace(/^\/boltz/, ""),
  },
};

/** The installable app (app-shell §1): manifest, precached shell, update prompt (src/pwa/register-pwa.ts). */
const pwa = VitePWA({
  strategies: "generateSW",
  registerType: "prompt",
  injectRegister: false, // src/main.tsx registers after the page has loaded
  includeAssets: ["favicon.svg", "icons/apple-touch-icon.png"],
  manifest: {
    id: "/",
    name: "Ceiba: ahorros y préstamos en Rootstock",
    short_name: "Ceiba",
    description: "Ahorra y pide préstamos con tus bitcoins en Rootstock.",
    lang: "es",
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    background_color: "#f5f7f6",
    theme_color: "#0b6e4f",
    categories: ["finance"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
    ],
  },
  workbox: {
    globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
    // The prerendered /home is for a first visit over the network; offline, every route is index.html.
    globIgnores: [PRERENDERED_FILE],
    // Every route is the app shell offline, except the services behind the same origin.
    navigateFallback: "/index.html",
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/rpc(\/|$)/, /^\/faucet(\/|$)/, /^\/boltz(\/|$)/],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    // The wallet code is large; precache it all the same so the app opens offline.
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
  },
  devOptions: { enabled: false },
});

export default defineConfig(({ command, mode }) => {
  // A mistyped maintenance switch stops the build with a clear message instead of shipping the app open; so
  // does a year in review that is not a year, a protocol that is not one, or a Trezor set-up that cannot work.
  const env = loadEnv(mode, webDir, "VITE_");
  const maintenance = parseMaintenanceMode(env.VITE_CEIBA_MAINTENANCE);
  parseYearInReview(env.VITE_CEIBA_YEAR_IN_REVIEW);
  parseAppProtocol(env.VITE_CEIBA_PROTOCOL);
  parseTrezorConnect(env.VITE_CEIBA_TREZOR_MANIFEST_EMAIL, env.VITE_CEIBA_TREZOR_CONNECT_SRC);
  return {
    plugins: [
      react(),
      messagesPerLanguage(webDir),
      firstRoutePreload(),
      prerenderHome(webDir, {
        enabled: maintenance === undefined,
        configuredChainId: env.VITE_CEIBA_DEFAULT_CHAIN_ID,
      }),
      pwa,
    ],
    // The shipped app runs on Preact and react-router's production build. The dev server keeps React, for
    // React's fast refresh and its warnings; so do the unit tests (vitest.config.ts says why).
    resolve: {
      alias: [
        ...(command === "build" ? [...preactCompatAliases, ...reactRouterProductionAliases] : []),
        // WalletConnect's own QR modal (Reown AppKit) is never shown: our dialog shows the pairing (see the stub).
        {
          find: /^@reown\/appkit\/core$/,
          replacement: `${webDir}src/wallet/connectors/walletconnect/appkit-absent.ts`,
        },
      ],
    },
    server: { proxy },
    preview: { proxy },
    build: {
      target: "es2022",
      sourcemap: false,
      manifest: true, // bench/first-route-js.ts reads it
      // A dynamic import's dependencies are preloaded by inserting a <link> per file, one at a time, each
      // insertion costing a style invalidation on the whole page: for the wallet code and the shell's dialogs,
      // imported while the page starts (20+ files each), that was the longest task after the first render.
      // Their files load when the chunk's own imports are read instead, a round trip later, off the
      // critical path. The names are the modules' (wallet/WalletStack.tsx, wallet/ui.tsx, shell/dialogs/
      // ShellDialogs.tsx); the pages' imports keep their preloads.
      modulePreload: {
        resolveDependencies: (filename, deps, { hostType }) =>
          hostType === "js" && /\/(WalletStack|ui|ShellDialogs)-[\w-]+\.js$/.test(filename) ? [] : deps,
      },
      rolldownOptions: {
        // Our packages are pure (no I/O, nothing runs on import), but their package.json do not say so: a
        // page that uses one formatter must not carry the whole error catalogue and its hashes.
        treeshake: { moduleSideEffects: (id) => !/\/packages\/(core|deployments|sdk)\//.test(id) },
        output: {
          // Everything the entry imports statically in one file instead of ~40 small ones: the page loads all
          // of it at once anyway, one file compresses better (about 13 kB less gzip), and a phone on HTTP/1.1
          // opens 6 connections at a time. Lazy code (pages, dialogs, the wallet) keeps its own chunks.
          codeSplitting: { groups: [{ name: "app", tags: ["$initial"] }] },
        },
        onLog(level, log, handler) {
          // react-router looks up React 19's useOptimistic and falls back without it: Preact has none.
          if (log.code === "IMPORT_IS_UNDEFINED" && log.message.includes("useOptimistic")) return;
          handler(level, log);
        },
      },
    },
  };
});
