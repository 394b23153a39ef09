/**
 * Which state an answer is for, known cheaply: the last indexed block (for GraphQL and the indexed REST
 * routes) and the chain's head block (for the routes that read the chain). Each is re-read at most every
 * MARK_TTL_MS while requests come (none when idle), and concurrent requests share one read.
 */
import { db } from "ponder:api";
import { setting } from "ponder:schema";
import { eq, sql } from "ponder";
import { publicClient } from "./chain";
import { indexedBlock } from "./indexed-block";

/** A state an answer depends on: `key` changes whenever the state does. */
export interface BlockMark {
  key: string;
  /** The block the state is at (null before the first block is indexed). */
  number: bigint | null;
  hash: string | null;
}

export interface MarkSource {
  /** The mark as last read (re-read when older than the TTL), or freshly read with `fresh`. */
  current(fresh?: boolean): Promise<BlockMark>;
}

/** How stale a mark may be (ms): a cached answer may lag a new block by this much. */
export const MARK_TTL_MS = 200;

function cachedSource(read: () => Promise<BlockMark>, ttlMs = MARK_TTL_MS): MarkSource {
  let last: { mark: BlockMark; at: number } | undefined;
  let reading: Promise<BlockMark> | undefined;
  const refresh = () => {
    reading ??= read()
      .then((mark) => {
        last = { mark, at: performance.now() };
        return mark;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };
  return {
    current(fresh = false) {
      if (!fresh && last && performance.now() - last.at < ttlMs) return Promise.resolve(last.mark);
      return refresh();
    },
  };
}

// Ponder's own record of what it has committed (its checkpoint moves with every commit, also one that ends
// in the middle of a block); the schema is the one scripts/ponder.mjs gives Ponder.
const schema = process.env.DATABASE_SCHEMA ?? "public";
if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(schema)) throw new Error(`DATABASE_SCHEMA is not a schema name: "${schema}"`);
const checkpointQuery = sql.raw(`SELECT latest_checkpoint AS checkpoint FROM "${schema}"."_ponder_checkpoint"`);

/** The indexed state: Ponder's latest checkpoint, and for the headers the last block it holds whole (indexed-block.ts). */
export const indexedMark: MarkSource = cachedSource(async () => {
  const [checkpoints, settings] = await Promise.all([
    db.execute(checkpointQuery),
    db
      .select({ number: setting.latestMigratedBlock, hash: setting.latestMigratedBlockHash })
      .from(setting)
      .where(eq(setting.isSingleton, true)),
  ]);
  const rows = (checkpoints as unknown as { rows: { checkpoint: string }[] }).rows;
  const checkpoint = rows.map((r) => r.checkpoint).join(",");
  const row = settings[0];
  // One chain per indexer: one checkpoint row.
  const block = indexedBlock(rows.length === 1 ? rows[0]?.checkpoint : undefined, row);
  return { key: `${checkpoint}/${row?.hash ?? ""}`, ...block };
});

/** The chain's head block (eth_blockNumber). */
export const chainHeadMark: MarkSource = cachedSource(async () => {
  const number = await publicClient.getBlockNumber();
  return { key: String(number), number, hash: null };
});
