import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { messagesPerLanguage } from "./plugins/messages-per-language.js";

/**
 * The `.ts` tests that need a browser-like window (storage, document, timers on `window`) or the app's
 * i18n. Every other `.ts` test is pure logic and runs in Node without the DOM set-up: jsdom and the setup
 * file cost about 2 s per file on two cores, most of the suite's time. A `.ts` test that needs the DOM
 * and is missing here fails loudly ("document is not defined"); add it to this list.
 */
const domLogicTests = [
  "src/app/after-first-route.test.ts",
  "src/app/wallet-demand.test.ts",
  "src/balance/activity/csv-download.test.ts",
  "src/balance/year-in-review-seen.test.ts",
  "src/i18n/init.test.ts",
  "src/i18n/messages.test.ts",
  "src/pwa/register-pwa.test.ts",
  "src/region/region-check.test.ts",
  "src/routes/document-head.test.ts",
  "src/wallet/browser-storage.test.ts",
  "src/wallet/chain/switch-network.test.ts",
  "src/wallet/connectors/local-wallet.test.ts",
  "src/wallet/controller/connect-flow.test.ts",
  "src/wallet/controller/disconnect-flow.test.ts",
  "src/wallet/controller/restore-flow.test.ts",
  "src/wallet/controller/switch-chain-flow.test.ts",
  "src/wallet/controller/terms-flow.test.ts",
];

/**
 * Unit tests of the web app, in two projects: `dom` (jsdom, React Testing Library, the app's i18n in
 * Spanish) for the components and the tests above, `logic` (Node) for the rest.
 *
 * They run on React, not on the Preact the build ships (vite.config.ts): Testing Library and several
 * dependencies (react-i18next's use-sync-external-store shim, emotion, MUI) are CommonJS in Node and
 * `require("react")` past Vite's aliases, so an aliased run mixes two renderers. What they test is our
 * components' behaviour; the shipped renderer is covered by the end-to-end tests (e2e/), which drive the
 * production build in Chromium.
 */
export default defineConfig({
  plugins: [react(), messagesPerLanguage(fileURLToPath(new URL(".", import.meta.url)))],
  resolve: {
    alias: { "virtual:pwa-register": fileURLToPath(new URL("./src/test/pwa-register-stub.ts", import.meta.url)) },
  },
  test: {
    restoreMocks: true,
    testTimeout: 15_000,
    projects: [
      {
        extends: true,
        test: {
          name: "dom",
          environment: "jsdom",
          include: ["src/**/*.test.tsx", ...domLogicTests],
          setupFiles: ["./src/test/setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "logic",
          environment: "node",
          // Node-only tests clean up their stubs: they share worker threads and the module registry
          // (isolate: false), which took this project from ~290 s to ~80 s on two loaded cores (the
          // default re-imported viem, wagmi and the app's modules for each of its ~70 files).
          pool: "threads",
          isolate: false,
          include: ["src/**/*.test.ts", "plugins/**/*.test.ts"],
          exclude: domLogicTests,
        },
      },
    ],
  },
});
