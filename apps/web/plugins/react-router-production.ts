import { createRequire } from "node:module";
import path from "node:path";
import type { Alias } from "vite";

/**
 * react-router's package exports point every bundler at its development build, whose only difference is
 * `ENABLE_DEV_WARNINGS = true`: route warnings and their texts in the shipped code. The production build
 * sits beside it; the app's build uses it. Its two entries share one chunk, so the router stays one copy.
 */
const dist = path.join(
  path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist/production",
);

export const reactRouterProductionAliases: Alias[] = [
  { find: /^react-router$/, replacement: path.join(dist, "index.mjs") },
  { find: /^react-router\/dom$/, replacement: path.join(dist, "dom-export.mjs") },
];
