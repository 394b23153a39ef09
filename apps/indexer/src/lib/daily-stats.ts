/** A market's UTC day: volumes added by the handlers, closing state rewritten on each event. */
import type { Context } from "ponder:registry";
import { dailyMarketStat, market } from "ponder:schema";
import { usdValue } from "@ceiba/core";
import type { BlockRef } from "./lens-markets";
import type { MarketState } from "./market-state";

const DAY = 86_400n;

/** 00:00 UTC of the day of `timestamp` (unix seconds): the `day` of a daily market stat. */
export const utcDayStart = (timestamp: bigint): bigint => (timestamp / DAY) * DAY;

export type Volume = "deposit" | "withdraw" | "borrow" | "repay" | "liquidation";

/** Adds `amount` to one of the day's volumes (or only refreshes the closing state when omitted). */
export async function recordDay(
  context: Context,
  block: BlockRef,
  m: MarketState,
  volume?: { kind: Volume; amount: bigint },
): Promise<void> {
  const marketId = m.id;
  const day = utcDayStart(block.timestamp);
  // The counts as updateBalance left them (`m` may have been read before it ran).
  const counts = await context.db.find(market, { id: marketId });
  const closing = {
    depositorCount: counts?.depositorCount ?? 0,
    borrowerCount: counts?.borrowerCount ?? 0,
    totalSupply: m.totalSupply,
    totalBorrows: m.totalBorrows,
    cash: m.cash,
    exchangeRate: m.exchangeRate,
    supplyRatePerBlock: m.supplyRatePerBlock,
    borrowRatePerBlock: m.borrowRatePerBlock,
    underlyingPrice: m.underlyingPrice,
  };
  const amount = volume?.amount ?? 0n;
  const usd = usdValue(amount, m.underlyingPrice);
  const zero = {
    depositVolume: 0n,
    withdrawVolume: 0n,
    borrowVolume: 0n,
    repayVolume: 0n,
    liquidationVolume: 0n,
    depositVolumeUsd: 0n,
    withdrawVolumeUsd: 0n,
    borrowVolumeUsd: 0n,
    repayVolumeUsd: 0n,
    liquidationVolumeUsd: 0n,
  };
  const volumeKey = volume ? (`${volume.kind}Volume` as const) : undefined;
  const usdKey = volume ? (`${volume.kind}VolumeUsd` as const) : undefined;
  const txCount = volume ? 1 : 0;
  await context.db
    .insert(dailyMarketStat)
    .values({
      id: `${marketId}-${day}`,
      marketId,
      day,
      ...zero,
      ...(volumeKey && usdKey ? { [volumeKey]: amount, [usdKey]: usd } : {}),
      txCount,
      ...closing,
    })
    .onConflictDoUpdate((row) => ({
      ...closing,
      txCount: row.txCount + txCount,
      ...(volumeKey && usdKey ? { [volumeKey]: row[volumeKey] + amount, [usdKey]: row[usdKey] + usd } : {}),
    }));
}
