/**
 * A Lens read of every market, written over the rows: the state events cannot give (prices, names, factors,
 * caps, pauses, the interest model) and a fresh start for the state they can (which matches it on our
 * contracts, and is brought back to the chain's on deployments whose accounting differs, see market-state.ts).
 */
import type { Context } from "ponder:registry";
import { isMarketReadable } from "@ceiba/core";
import { market, marketListing, setting } from "ponder:schema";
import { marketsAt, type BlockRef } from "./lens-markets";
import { marketRow } from "./market-rows";
import { saveRate } from "./rate-history";

/**
 * Why the Lens was read at a block:
 *   listing       a market's first row (at the first event that needs it after its listing)
 *   parameters    a new oracle or interest model, or a collateral factor for a market without a price yet
 *   liquidation   USD values and the seized collateral's exchange rate at the liquidation's block
 *   interval      the last read was CEIBA_INDEXER_LENS_INTERVAL_SECONDS of block time ago or more (backfill)
 *   live          a block right after a head block: read at its first event, so its rows are exact
 *   head          a live block (LatestBlock), read after its events
 */
export type LensReason = "listing" | "parameters" | "liquidation" | "interval" | "live" | "head";

/** Rewrites every listed market from the Lens at the end of `block` (inserting the newly listed ones). */
export async function anchorMarkets(context: Context, block: BlockRef, reason: LensReason): Promise<void> {
  const markets = await marketsAt(context, block);
  for (const [index, m] of markets.entries()) {
    const row = marketRow(m, index, block);
    const { id: _id, ...update } = row;
    // A market the Lens could not read (readFailures) keeps its last good row: its zeros are not its state.
    // Without a row yet it is inserted as read, so that its events can be indexed; the next good read rewrites it.
    const readable = isMarketReadable(m.readFailures);
    if (!readable && (await context.db.find(market, { id: row.id }))) continue;
    // A new row's listing block is its MarketListed event's (none when listed before the start block).
    const listed = await context.db.find(marketListing, { id: row.id });
    await context.db
      .insert(market)
      .values({
        ...row,
        depositorCount: 0,
        borrowerCount: 0,
        listedBlock: listed?.blockNumber ?? block.number,
        listedTimestamp: listed?.timestamp ?? block.timestamp,
        lastRepayActivityId: null,
      })
      .onConflictDoUpdate(update);
    if (readable) await saveRate(context, row, block);
  }
  await context.db
    .update(setting, { isSingleton: true })
    .set({ lensBlock: block.number, lensTimestamp: block.timestamp, lensReason: reason });
}
