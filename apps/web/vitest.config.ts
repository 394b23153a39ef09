import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { messagesPerLanguage } from "./plugins/messages-per-language.js";

/**
 * Unit tests of the web app: jsdom, React Testing Library, the app's i18n in Spanish.
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
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
    restoreMocks: true,
    testTimeout: 15_000,
  },
});
