/**
 * Liquidations: the liquidation row, both sides' activity, USD values and the liquidator's profit. The Lens is
 * read at every liquidation's block (prices move before liquidations: a sampled price would misstate them).
 */
import { ponder, type IndexingFunctionArgs } from "ponder:registry";
import { activityEvent, liquidation, market } from "ponder:schema";
import { usdValue } from "@ceiba/core";
import { recordActivity } from "../lib/activity";
import { touchUser, underlyingOf } from "../lib/balances";
import { syncBlock } from "../lib/block-sync";
import { recordDay } from "../lib/daily-stats";
import { marketState } from "../lib/market-state";

// Mint, Redeem, Borrow, RepayBorrow and LiquidateBorrow come in two layouts (ours; Tropykus' with the addresses
// indexed): ponder.config.ts reads each with its own contract, and both names get the same handler below.
async function onLiquidateBorrow({ event, context }: IndexingFunctionArgs<"Market:LiquidateBorrow">) {
  const sync = await syncBlock(context, event.block, "liquidation");
  const { liquidator, borrower, repayAmount, cTokenCollateral, seizeTokens } = event.args;
  const repaid = await marketState(context, sync, event.log.address);
  const seized = await marketState(context, sync, cTokenCollateral);
  const seizedAmount = underlyingOf(seizeTokens, seized.exchangeRate);
  const repaidAmountUsd = usdValue(repayAmount, repaid.underlyingPrice);
  const seizedAmountUsd = usdValue(seizedAmount, seized.underlyingPrice);
  const profitUsd = seizedAmountUsd - repaidAmountUsd;
  const liquidatorId = await touchUser(context, liquidator, event.block);
  const borrowerId = await touchUser(context, borrower, event.block);

  await context.db.insert(liquidation).values({
    id: `${event.transaction.hash}-${event.log.logIndex}`,
    txHash: event.transaction.hash,
    blockNumber: event.block.number,
    timestamp: event.block.timestamp,
    liquidator: liquidatorId,
    borrower: borrowerId,
    repaidMarketId: repaid.id,
    seizedMarketId: seized.id,
    repaidAmount: repayAmount,
    repaidAmountUsd,
    seizedTokens: seizeTokens,
    seizedAmount,
    seizedAmountUsd,
    profitUsd,
  });

  // The repayment inside the liquidation already left a repayBorrow row for the borrower: this
  // liquidation's rows replace it, so the borrower's history shows one liquidation, not a repay too.
  const repaidRow = await context.db.find(market, { id: repaid.id });
  const repayId = repaidRow?.lastRepayActivityId;
  if (repayId) {
    const repay = await context.db.find(activityEvent, { id: repayId });
    if (repay?.txHash === event.transaction.hash && repay.userId === borrowerId && repay.amount === repayAmount) {
      await context.db.delete(activityEvent, { id: repayId });
    }
  }

  const extra = {
    seizedMarket: seized.id,
    seizedAmount,
    seizedAmountUsd,
    repaidAmountUsd,
    profitUsd,
  };
  for (const [role, userId] of [
    ["borrower", borrowerId],
    ["liquidator", liquidatorId],
  ] as const) {
    await recordActivity(context, event, {
      userId,
      market: repaid,
      eventName: "liquidateBorrow",
      role,
      amount: repayAmount,
      tokens: seizeTokens,
      extra,
    });
  }
  await recordDay(context, event.block, repaid, { kind: "liquidation", amount: repayAmount });
}
ponder.on("Market:LiquidateBorrow", onLiquidateBorrow);
ponder.on("TropykusMarket:LiquidateBorrow", onLiquidateBorrow);
