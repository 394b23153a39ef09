import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startFakeBoltz } from "./boltz-fake";
import { startIndexer } from "./indexer-process";
import { SHARED_API_RATE_LIMIT, SHARED_BOLTZ_CLAIMED_PREFIX } from "./shared-indexer";

declare module "vitest" {
  export interface ProvidedContext {
    /** The shared indexer (shared-indexer.ts): its API's root, and the file its output goes to. */
    sharedIndexer: { url: string; logFile: string };
  }
}

/**
 * Starts the indexer the API test files share, on PGlite over the run's chain (local-chain.setup.ts runs first),
 * with an off-chain store of its own. Not waited for here: the files that need it wait for it as they did for an
 * indexer of their own, and the others run meanwhile.
 */
export default async function setup(project: TestProject) {
  const { rpcUrl, openoceanUrl } = project.getProvidedContext();
  const dir = await mkdtemp(path.join(os.tmpdir(), "ceiba-shared-indexer-"));
  const logFile = path.join(dir, "indexer.log");
  // The server reads a swap's status at Boltz (api-swap-status.test.ts has its own indexer and Boltz for that).
  const boltz = await startFakeBoltz((id) =>
    id.startsWith(SHARED_BOLTZ_CLAIMED_PREFIX) ? { status: "transaction.claimed" } : undefined,
  );
  const indexer = await startIndexer("pglite", rpcUrl, {
    openoceanUrl,
    logFile,
    env: {
      CEIBA_OFFCHAIN_PGLITE_DIR: path.join(dir, "offchain"),
      CEIBA_API_RATE_LIMIT_PER_MINUTE: String(SHARED_API_RATE_LIMIT),
      CEIBA_BOLTZ_API_URL: boltz.url,
    },
  });
  project.provide("sharedIndexer", { url: indexer.url, logFile });
  return async () => {
    await indexer.stop();
    await boltz.close();
    await rm(dir, { recursive: true, force: true });
  };
}
