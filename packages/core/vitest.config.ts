import { defineConfig } from "vitest/config";

/**
 * Core is pure (no I/O, no globals), so its files share worker threads and their module registry
 * (isolate: false): on two cores the default (a forked, freshly importing process per file) spent ~85 s
 * importing for 8 s of tests; shared, the whole run takes ~10 s.
 */
export default defineConfig({
  test: { include: ["src/**/*.test.ts"], pool: "threads", isolate: false },
});
