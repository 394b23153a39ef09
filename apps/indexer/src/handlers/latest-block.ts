/**
 * Each live block (not backfilled), after its events: one Lens read, so the settings singleton follows the
 * chain head (the app's "indexer within 1 block" check) and market rows carry the head's values, prices
 * included. The next block's first event reads again (block-sync.ts), so live rows are exact.
 */
import { ponder } from "ponder:registry";
import { syncBlock } from "../lib/block-sync";

ponder.on("LatestBlock:block", async ({ event, context }) => {
  await syncBlock(context, event.block, "head");
});
