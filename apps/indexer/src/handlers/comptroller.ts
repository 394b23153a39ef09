/** Comptroller events: listings, risk parameters, pauses, the oracle, and accounts entering or leaving markets. */
import { ponder } from "ponder:registry";
import { marketListing } from "ponder:schema";
import { updateBalance } from "../lib/balances";
import { readLens, syncBlock } from "../lib/block-sync";
import { changeMarket, marketState } from "../lib/market-state";

// A listing reads nothing: the market's row comes from the Lens at the first event that needs it (its first
// parameter or market event, or the next read of every market), with its name, model and price by then.
ponder.on("Comptroller:MarketListed", async ({ event, context }) => {
  await syncBlock(context, event.block);
  await context.db
    .insert(marketListing)
    .values({ id: event.args.cToken.toLowerCase(), blockNumber: event.block.number, timestamp: event.block.timestamp })
    .onConflictDoNothing();
});

ponder.on("Comptroller:NewCollateralFactor", async ({ event, context }) => {
  const sync = await syncBlock(context, event.block);
  const { cToken, newCollateralFactorMantissa } = event.args;
  // A collateral factor needs a price (the comptroller refuses one without): a row without a price reads it now.
  if ((await marketState(context, sync, cToken)).underlyingPrice === 0n) await readLens(context, sync, "parameters");
  await changeMarket(context, sync, cToken, () => ({ collateralFactor: newCollateralFactorMantissa }));
});

ponder.on("Comptroller:NewBorrowCap", async ({ event, context }) => {
  const sync = await syncBlock(context, event.block);
  await changeMarket(context, sync, event.args.cToken, () => ({ borrowCap: event.args.newBorrowCap }));
});

ponder.on("Comptroller:ActionPaused(address cToken, string action, bool pauseState)", async ({ event, context }) => {
  const sync = await syncBlock(context, event.block);
  const { cToken, action, pauseState } = event.args;
  // The per-market pauses the rows show; other actions are protocol-wide (the comptroller's other ActionPaused).
  if (action === "Mint") await changeMarket(context, sync, cToken, () => ({ mintPaused: pauseState }));
  if (action === "Borrow") await changeMarket(context, sync, cToken, () => ({ borrowPaused: pauseState }));
});

// A new oracle (Tropykus' _setPriceOracle): every price changes, and no event says to what. (Ours is set once, in
// the comptroller's constructor, before any listing: syncBlock reads nothing then.)
ponder.on("Comptroller:NewPriceOracle", async ({ event, context }) => {
  await syncBlock(context, event.block, "parameters");
});

ponder.on("Comptroller:MarketEntered", async ({ event, context }) => {
  await syncBlock(context, event.block);
  await updateBalance(context, event.block, event.args.account, event.args.cToken, () => ({ entered: true }));
});

ponder.on("Comptroller:MarketExited", async ({ event, context }) => {
  await syncBlock(context, event.block);
  await updateBalance(context, event.block, event.args.account, event.args.cToken, () => ({ entered: false }));
});
