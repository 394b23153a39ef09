/**
 * Activity rows: what an account did, with the USD price of the moment: the market row's oracle price, i.e.
 * the last Lens read's (block-sync.ts: the event's own block live, at most an interval older in a backfill).
 */
import type { Context } from "ponder:registry";
import { activityEvent } from "ponder:schema";
import { replaceBigInts } from "ponder";
import { oraclePriceToUsdMantissa, usdValue } from "@ceiba/core";
import type { MarketState } from "./market-state";

type ActivityKind = (typeof activityEvent.$inferInsert)["eventName"];

export interface LoggedEvent {
  args: Record<string, unknown>;
  log: { logIndex: number };
  transaction: { hash: `0x${string}` };
  block: { number: bigint; timestamp: bigint };
}

export const activityId = (event: LoggedEvent, role?: string) =>
  `${event.transaction.hash}-${event.log.logIndex}${role ? `-${role}` : ""}`;

export async function recordActivity(
  context: Context,
  event: LoggedEvent,
  row: {
    userId: string;
    market: Pick<MarketState, "id" | "underlyingPrice" | "underlyingDecimals">;
    eventName: ActivityKind;
    amount: bigint;
    tokens?: bigint;
    role?: "liquidator" | "borrower";
    extra?: Record<string, unknown>;
  },
): Promise<string> {
  const id = activityId(event, row.role);
  const price = row.market.underlyingPrice;
  await context.db.insert(activityEvent).values({
    id,
    userId: row.userId,
    marketId: row.market.id,
    eventName: row.eventName,
    role: row.role ?? null,
    amount: row.amount,
    tokens: row.tokens ?? null,
    priceAt: oraclePriceToUsdMantissa(price, row.market.underlyingDecimals),
    amountUsd: usdValue(row.amount, price),
    txHash: event.transaction.hash,
    logIndex: event.log.logIndex,
    blockNumber: event.block.number,
    timestamp: event.block.timestamp,
    eventData: replaceBigInts({ ...event.args, ...row.extra }, (v) => v.toString()),
  });
  return id;
}
