/** Rate history (one row per accrual) and market settings changes. */
import { ponder } from "ponder:registry";
import { rate } from "ponder:schema";
import { utilizationRate } from "@ceiba/core";
import { syncBlock } from "../lib/block-sync";
import { recordDay } from "../lib/daily-stats";
import { marketAt } from "../lib/lens-markets";
import { apyOf } from "../lib/market-rows";

ponder.on("Market:AccrueInterest", async ({ event, context }) => {
  await syncBlock(context, event.block);
  const m = await marketAt(context, event.block, event.log.address);
  const marketId = m.market.toLowerCase();
  const blocksPerYear = m.interestModel.blocksPerYear;
  // Rates as they stand after the block: the ones that apply from this accrual on.
  const row = {
    depositRatePerBlock: m.supplyRatePerBlock,
    borrowRatePerBlock: m.borrowRatePerBlock,
    depositApy: apyOf(m.supplyRatePerBlock, blocksPerYear),
    borrowApy: apyOf(m.borrowRatePerBlock, blocksPerYear),
    utilization: utilizationRate(m.cash, m.totalBorrows, m.totalReserves) ?? null,
    exchangeRate: m.exchangeRateStored,
  };
  await context.db
    .insert(rate)
    .values({
      id: `${marketId}-${event.block.number}`,
      marketId,
      blockNumber: event.block.number,
      blockTimestamp: event.block.timestamp,
      ...row,
    })
    .onConflictDoUpdate(row);
  await recordDay(context, event.block, m);
});

// Changes that the Lens read of the block already reflects: syncing the block is all they need.
for (const name of [
  "Market:NewReserveFactor",
  "Market:NewMarketInterestRateModel",
  "Market:NewAccountBorrowCap",
  "Market:ReservesAdded",
  "Market:ReservesReduced",
] as const) {
  ponder.on(name, async ({ event, context }) => syncBlock(context, event.block));
}
