/**
 * What every handler does first: record its block in the settings singleton (once per block), and read the
 * Lens when the block needs it. The state lives in the database, not in memory, so it is rolled back with
 * everything else when Ponder retries a batch or a reorg replaces a block.
 *
 * When the Lens is read (one eth_call, every market):
 *   - for what events do not carry (`anchor`): a new oracle or interest model (parameters), a liquidation's USD
 *     values, and a market's first row (at the first event that needs it after its listing: market-state.ts);
 *   - live: after each block (LatestBlock, reason head), and at the first event of the block after a head
 *     block (live), so that live rows carry the prices of their own block, as the one read per block did;
 *   - backfill: at the first event of a block whose last read is CEIBA_INDEXER_LENS_INTERVAL_SECONDS (1 h)
 *     of block time older or more (interval): the prices of backfilled activity are that old at most.
 * Between reads, market state follows the events (market-state.ts).
 */
import type { Context } from "ponder:registry";
import { marketListing, setting } from "ponder:schema";
import { readIndexerEnv } from "./indexer-env";
import { anchorMarkets, type LensReason } from "./lens-anchor";
import type { BlockRef } from "./lens-markets";

const intervalSeconds = BigInt(readIndexerEnv().lensIntervalSeconds);

export interface BlockSync {
  block: BlockRef;
  /**
   * The Lens was read at this block: market rows hold the state after the whole block, this event's effect
   * included, so handlers must not apply it again. (Set by a read the handler itself makes, too.)
   */
  anchored: boolean;
}

export async function syncBlock(context: Context, block: BlockRef, anchor?: LensReason): Promise<BlockSync> {
  const current = await context.db.find(setting, { isSingleton: true });
  // Copied: a row from db.find is a live view of Ponder's cache, and the writes below change it.
  const lens = {
    block: current?.lensBlock ?? null,
    timestamp: current?.lensTimestamp ?? null,
    reason: current?.lensReason ?? null,
  };
  if (current?.latestMigratedBlockHash !== block.hash) {
    const latest = {
      latestMigratedBlock: block.number,
      latestMigratedTimestamp: block.timestamp,
      latestMigratedBlockHash: block.hash,
    };
    await context.db
      .insert(setting)
      .values({ isSingleton: true, chainId: context.chain.id, ...latest })
      .onConflictDoUpdate(latest);
  }

  if (lens.block === block.number) {
    // Read already (by an earlier event of the block): a live block stays "head" for the next block's rule.
    if (anchor === "head" && lens.reason !== "head") {
      await context.db.update(setting, { isSingleton: true }).set({ lensReason: "head" });
    }
    return { block, anchored: true };
  }
  const due: LensReason | undefined =
    anchor ??
    (lens.reason === "head" && lens.block === block.number - 1n
      ? "live"
      : lens.timestamp === null || block.timestamp - lens.timestamp >= intervalSeconds
        ? "interval"
        : undefined);
  if (due === undefined) return { block, anchored: false };
  // Before the first listing there is nothing to read (on our deployments, not even the Lens yet).
  if (lens.timestamp === null && !(await anyListing(context))) return { block, anchored: false };
  await anchorMarkets(context, block, due);
  return { block, anchored: true };
}

async function anyListing(context: Context): Promise<boolean> {
  const rows = await context.db.sql.select({ id: marketListing.id }).from(marketListing).limit(1);
  return rows.length > 0;
}

/** Reads the Lens at the handler's block unless it was read there already (then nothing is applied twice). */
export async function readLens(context: Context, sync: BlockSync, reason: LensReason): Promise<void> {
  if (sync.anchored) return;
  await anchorMarkets(context, sync.block, reason);
  sync.anchored = true;
}
