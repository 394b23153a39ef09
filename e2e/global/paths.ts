import path from "node:path";
import { fileURLToPath } from "node:url";

/** The e2e workspace folder. */
export const E2E_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** The repository root, where `npm start`'s orchestrator runs. */
export const REPO_ROOT = path.resolve(E2E_DIR, "..");
/** Everything the runs leave behind (git-ignored): traces and screenshots of failures, the stack's log. */
export const OUTPUT_DIR = path.join(E2E_DIR, ".output");
/** Debian's Chromium (installed by `.ci/run`, or `apt-get install chromium`); Playwright downloads no browser here. */
export const CHROMIUM_PATH = process.env.CEIBA_CHROMIUM || "/usr/bin/chromium";
