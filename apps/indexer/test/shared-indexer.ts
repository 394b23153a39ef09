/**
 * The run's shared indexer (shared-indexer.setup.ts) as the test files see it: one Ponder process on PGlite over
 * the shared chain, for the files that test the API, instead of a Ponder start (~30 s of CPU) per file.
 */
import { closeSync, existsSync, fstatSync, openSync, readFileSync, readSync } from "node:fs";
import { inject } from "vitest";
import type { WatchedIndexer } from "./indexer-process";

/** Requests per minute per client on the shared indexer (api-rest's rate-limit test counts up to it). */
export const SHARED_API_RATE_LIMIT = 2000;

/**
 * The shared indexer's Boltz (a fake, boltz-fake.ts) answers the swaps whose id starts with this as claimed, and
 * knows no other (Boltz's 404): api-contract's swaps complete, api-rest's stay as recorded.
 */
export const SHARED_BOLTZ_CLAIMED_PREFIX = "contract-";

/** The last `bytes` of a file, or "" while it does not exist. */
function tail(file: string, bytes = 16_384): string {
  if (!existsSync(file)) return "";
  const fd = openSync(file, "r");
  try {
    const size = fstatSync(fd).size;
    const buffer = Buffer.alloc(Math.min(bytes, size));
    readSync(fd, buffer, 0, buffer.length, size - buffer.length);
    return buffer.toString();
  } finally {
    closeSync(fd);
  }
}

export function sharedIndexer(): WatchedIndexer {
  const { url, logFile } = inject("sharedIndexer");
  const exitFile = `${logFile}.exit`;
  return {
    url,
    output: () => tail(logFile).split("\n").slice(1, -1).slice(-60).join("\n"),
    exited: () => (existsSync(exitFile) ? readFileSync(exitFile, "utf8") : undefined),
  };
}
