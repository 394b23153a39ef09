import type { LaunchOptions } from "@playwright/test";
import { CHROMIUM_PATH } from "./paths";

/**
 * How every run launches Debian's Chromium (the tests' config, and the web bench's request count): headless,
 * no sandbox or GPU, and none of Chromium's calls to Google's services, which this closed network refuses.
 */
export const CHROMIUM_LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: CHROMIUM_PATH,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    // Without these Chromium calls Google's services, and this closed network refuses its connections.
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
