/** Loans (Borrow) and repayments (RepayBorrow, by the borrower or on their behalf). */
import { ponder, type IndexingFunctionArgs } from "ponder:registry";
import { market } from "ponder:schema";
import { recordActivity } from "../lib/activity";
import { shareOf, touchUser, updateBalance } from "../lib/balances";
import { syncBlock } from "../lib/block-sync";
import { recordDay } from "../lib/daily-stats";
import { changeMarket } from "../lib/market-state";

// Mint, Redeem, Borrow, RepayBorrow and LiquidateBorrow come in two layouts (ours; Tropykus' with the addresses
// indexed): ponder.config.ts reads each with its own contract, and both names get the same handler below.
async function onBorrow({ event, context }: IndexingFunctionArgs<"Market:Borrow">) {
  const sync = await syncBlock(context, event.block);
  const { borrower, borrowAmount, accountBorrows, totalBorrows } = event.args;
  const m = await changeMarket(context, sync, event.log.address, (s) => ({
    cash: s.cash - borrowAmount,
    totalBorrows,
  }));
  await updateBalance(context, event.block, borrower, event.log.address, (b) => ({
    borrows: accountBorrows,
    bruteBorrows: b.bruteBorrows + borrowAmount,
    borrowIndex: m.borrowIndex,
  }));
  await recordActivity(context, event, {
    userId: borrower.toLowerCase(),
    market: m,
    eventName: "borrow",
    amount: borrowAmount,
  });
  await recordDay(context, event.block, m, { kind: "borrow", amount: borrowAmount });
}
ponder.on("Market:Borrow", onBorrow);
ponder.on("TropykusMarket:Borrow", onBorrow);

async function onRepayBorrow({ event, context }: IndexingFunctionArgs<"Market:RepayBorrow">) {
  const sync = await syncBlock(context, event.block);
  const { payer, borrower, repayAmount, accountBorrows, totalBorrows } = event.args;
  const m = await changeMarket(context, sync, event.log.address, (s) => ({
    cash: s.cash + repayAmount,
    totalBorrows,
  }));
  await touchUser(context, payer, event.block);
  await updateBalance(context, event.block, borrower, event.log.address, (b) => ({
    borrows: accountBorrows,
    bruteBorrows:
      accountBorrows === 0n ? 0n : b.bruteBorrows - shareOf(b.bruteBorrows, repayAmount, accountBorrows + repayAmount),
    borrowIndex: accountBorrows === 0n ? 0n : m.borrowIndex,
  }));
  const id = await recordActivity(context, event, {
    userId: borrower.toLowerCase(),
    market: m,
    eventName: "repayBorrow",
    amount: repayAmount,
  });
  // Remembered so that a LiquidateBorrow of the same transaction can take this row's place.
  await context.db.update(market, { id: m.id }).set({ lastRepayActivityId: id });
  await recordDay(context, event.block, m, { kind: "repay", amount: repayAmount });
}
ponder.on("Market:RepayBorrow", onRepayBorrow);
ponder.on("TropykusMarket:RepayBorrow", onRepayBorrow);
