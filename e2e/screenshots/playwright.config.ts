/**
 * `npm run screenshots`: the README's screenshots of the main routes, taken from the real app on the local
 * stack (started by the end-to-end tests' global setup, or the one CEIBA_E2E_WEB_URL names), at the two
 * widths the tests use. Its own config, so `npm test` never runs it; the rest is the tests' config.
 */
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import base from "../playwright.config";
import { E2E_DIR, OUTPUT_DIR } from "../global/paths";
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from "../viewports";

export default defineConfig({
  ...base,
  testDir: ".",
  testMatch: "take.spec.ts",
  globalSetup: path.join(E2E_DIR, "global/global-setup.ts"),
  outputDir: path.join(OUTPUT_DIR, "screenshot-results"),
  timeout: 120_000,
  projects: [
    // deviceScaleFactor 1: the PNGs stay small and show what a 1280 px or 360 px wide screen shows.
    { name: "1280", use: { browserName: "chromium", viewport: DESKTOP_VIEWPORT, deviceScaleFactor: 1 } },
    {
      name: "360",
      use: { ...devices["Galaxy S8"], browserName: "chromium", viewport: MOBILE_VIEWPORT, deviceScaleFactor: 1 },
    },
  ],
});
