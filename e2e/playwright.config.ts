import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_LAUNCH_OPTIONS } from "./global/browser";
import { OUTPUT_DIR } from "./global/paths";
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from "./viewports";

export default defineConfig({
  testDir: "tests",
  globalSetup: "./global/global-setup.ts",
  outputDir: path.join(OUTPUT_DIR, "test-results"),
  // One browser at a time: the machines have two cores and the stack needs them too.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    headless: true,
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  projects: [
    {
      name: "desktop",
      grepInvert: /@mobile/,
      use: { browserName: "chromium", viewport: DESKTOP_VIEWPORT },
    },
    {
      name: "mobile",
      grep: /@mobile/,
      // A 360 × 740 phone (Galaxy S8's screen): touch, mobile user agent; scale 1 keeps rendering cheap.
      use: { ...devices["Galaxy S8"], browserName: "chromium", viewport: MOBILE_VIEWPORT, deviceScaleFactor: 1 },
    },
  ],
});
