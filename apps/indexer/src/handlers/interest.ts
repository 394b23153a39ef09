/** Accruals (market state and the rate history), reserves, and a market's own settings. */
import { ponder } from "ponder:registry";
import { syncBlock } from "../lib/block-sync";
import { recordDay } from "../lib/daily-stats";
import { accrual, changeMarket } from "../lib/market-state";

ponder.on("Market:AccrueInterest", async ({ event, context }) => {
  const sync = await syncBlock(context, event.block);
  // The block's rate row is written with the change, and rewritten by each later change in the block.
  const m = await changeMarket(context, sync, event.log.address, (s) => accrual(s, event.block.number, event.args));
  await recordDay(context, event.block, m);
});

ponder.on("Market:ReservesAdded", async ({ event, context }) => {
  const sync = await syncBlock(context, event.block);
  const { addAmount, newTotalReserves } = event.args;
  await changeMarket(context, sync, event.log.address, (s) => ({
    cash: s.cash + addAmount,
    totalReserves: newTotalReserves,
  }));
});

ponder.on("Market:ReservesReduced", async ({ event, context }) => {
  const sync = await syncBlock(context, event.block);
  const { reduceAmount, newTotalReserves } = event.args;
  await changeMarket(context, sync, event.log.address, (s) => ({
    cash: s.cash - reduceAmount,
    totalReserves: newTotalReserves,
  }));
});

// The new reserve factor (the rates follow from it) and account cap are the events' own.
ponder.on("Market:NewReserveFactor", async ({ event, context }) => {
  const sync = await syncBlock(context, event.block);
  await changeMarket(context, sync, event.log.address, () => ({ reserveFactor: event.args.newReserveFactorMantissa }));
});

ponder.on("Market:NewAccountBorrowCap", async ({ event, context }) => {
  const sync = await syncBlock(context, event.block);
  await changeMarket(context, sync, event.log.address, () => ({ accountBorrowCap: event.args.newCap }));
});

// A new model: its parameters are the Lens' to read.
ponder.on("Market:NewMarketInterestRateModel", async ({ event, context }) => {
  await syncBlock(context, event.block, "parameters");
});
