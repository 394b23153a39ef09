import path from "node:path";
import { defineConfig } from "@playwright/test";
import base from "./playwright.config";
import { OUTPUT_DIR } from "./global/paths";

/**
 * The specs of `tropykus/`: the web app on a stack of its own that runs the Tropykus-shaped contracts (the
 * protocol live on Rootstock), after the main run (`npm test` runs both, one stack at a time).
 */
export default defineConfig({
  ...base,
  testDir: "tropykus",
  globalSetup: "./global/global-setup-tropykus.ts",
  outputDir: path.join(OUTPUT_DIR, "test-results-tropykus"),
});
