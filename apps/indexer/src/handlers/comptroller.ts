/** Comptroller events: listings, risk parameters, pauses, and accounts entering or leaving markets. */
import { ponder } from "ponder:registry";
import { updateBalance } from "../lib/balances";
import { syncBlock } from "../lib/block-sync";

// Listing and parameter changes: the block's Lens read has them all (see block-sync).
for (const name of [
  "Comptroller:MarketListed",
  "Comptroller:NewCollateralFactor",
  "Comptroller:NewBorrowCap",
  "Comptroller:NewPriceOracle",
  "Comptroller:ActionPaused(address cToken, string action, bool pauseState)",
] as const) {
  ponder.on(name, async ({ event, context }) => syncBlock(context, event.block));
}

ponder.on("Comptroller:MarketEntered", async ({ event, context }) => {
  await syncBlock(context, event.block);
  await updateBalance(context, event.block, event.args.account, event.args.cToken, () => ({ entered: true }));
});

ponder.on("Comptroller:MarketExited", async ({ event, context }) => {
  await syncBlock(context, event.block);
  await updateBalance(context, event.block, event.args.account, event.args.cToken, () => ({ entered: false }));
});
