/**
 * Each live block (not backfilled): the settings singleton follows the chain head, as the app's
 * "indexer within 1 block" check needs, and market prices follow the oracle between protocol events.
 * One Lens eth_call per block.
 */
import { ponder } from "ponder:registry";
import { syncBlock } from "../lib/block-sync";

ponder.on("LatestBlock:block", async ({ event, context }) => syncBlock(context, event.block));
