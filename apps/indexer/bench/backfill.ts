/**
 * Backfill throughput: starts the indexer on a fresh database against the filled chain and times it until
 * the settings singleton (written by every handler's block sync) stands at the chain's head block, i.e.
 * every event up to the head has been handled and committed. Ponder's fixed start-up (build, codegen,
 * database set-up, before it asks the chain for backfill data) is timed apart from its own log line.
 */
import { startIndexerChild, type IndexerChild } from "./indexer-child";
import { graphqlRequest } from "./graphql-queries";

/** Ponder's log line when it starts fetching logs and blocks: the end of its start-up. */
export const STARTUP_DONE_MSG = "Started fetching backfill JSON-RPC data";
const READY_MSG = "Started returning 200 responses";

export interface BackfillResult {
  indexer: IndexerChild;
  /** Spawn → the first request for backfill data (build, codegen, migrations). */
  startupSeconds: number;
  /** End of start-up → the head block indexed: fetching logs, blocks and Lens calls, and the handlers. */
  backfillSeconds: number;
  /** Spawn → head block indexed. */
  totalSeconds: number;
  /** Spawn → /ready answering 200 (backfill of finalized blocks done). */
  readySeconds: number | undefined;
  /** What Ponder's logs say it indexed (block ranges of the backfill, then live blocks). */
  ponderCounted: { backfill: number; live: number };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureBackfill(
  rpcUrl: string,
  head: bigint,
  options: { timeoutMs: number; extraEnv?: NodeJS.ProcessEnv; onStart?: (indexer: IndexerChild) => void },
): Promise<BackfillResult> {
  const indexer = await startIndexerChild(rpcUrl, options.extraEnv);
  options.onStart?.(indexer);
  let exitCode: number | null | undefined;
  void indexer.exited.then((code) => (exitCode = code));
  const deadline = indexer.spawnedAt + options.timeoutMs;
  let readyAt: number | undefined;
  let doneAt: number | undefined;
  while (doneAt === undefined) {
    if (exitCode !== undefined) throw new Error(`the indexer exited (${exitCode}):\n${indexer.output()}`);
    if (performance.now() > deadline) {
      throw new Error(`the indexer did not reach block ${head} in ${options.timeoutMs / 1000} s:\n${indexer.output()}`);
    }
    try {
      if (readyAt === undefined) {
        const ready = await fetch(`${indexer.url}/ready`);
        if (ready.status === 200) readyAt = performance.now();
      }
      const { setting } = await graphqlRequest<{ setting: { latestMigratedBlock: string } | null }>(
        indexer.url,
        "{ setting(isSingleton: true) { latestMigratedBlock } }",
      );
      if (setting && BigInt(setting.latestMigratedBlock) >= head) doneAt = performance.now();
    } catch {
      // not answering yet (building, or the API is not up)
    }
    if (doneAt === undefined) await sleep(100);
  }
  // Ponder logs a block after committing it: give the head block's line a moment to arrive.
  for (let i = 0; i < 50 && indexer.lastLoggedBlock() < Number(head); i++) await sleep(100);
  const startupEnd = indexer.firstSeen(STARTUP_DONE_MSG);
  if (startupEnd === undefined) throw new Error(`the indexer never logged "${STARTUP_DONE_MSG}":\n${indexer.output()}`);
  const readyLogged = indexer.firstSeen(READY_MSG);
  const ready = readyAt ?? readyLogged;
  return {
    indexer,
    startupSeconds: (startupEnd - indexer.spawnedAt) / 1000,
    backfillSeconds: (doneAt - startupEnd) / 1000,
    totalSeconds: (doneAt - indexer.spawnedAt) / 1000,
    readySeconds: ready === undefined ? undefined : (ready - indexer.spawnedAt) / 1000,
    ponderCounted: indexer.indexedEvents(),
  };
}
