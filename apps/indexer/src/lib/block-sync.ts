/**
 * What every handler does first: bring the market rows and the settings singleton to the event's block,
 * once per block. The settings row itself says which block was done (kept in the database, not in memory,
 * so it is rolled back with everything else when Ponder retries a batch or a reorg replaces the block).
 */
import type { Context } from "ponder:registry";
import { setting } from "ponder:schema";
import type { BlockRef } from "./lens-markets";
import { refreshMarkets } from "./market-rows";

export async function syncBlock(context: Context, block: BlockRef): Promise<void> {
  const current = await context.db.find(setting, { isSingleton: true });
  if (current?.latestMigratedBlockHash === block.hash) return;
  await refreshMarkets(context, block);
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
