/** The rate history: one row per market and block with an accrual, holding the rates after that block. */
import type { Context } from "ponder:registry";
import { market, rate } from "ponder:schema";
import type { BlockRef } from "./lens-markets";

type RateSource = Pick<
  typeof market.$inferSelect,
  | "id"
  | "accrualBlockNumber"
  | "supplyRatePerBlock"
  | "borrowRatePerBlock"
  | "supplyApy"
  | "borrowApy"
  | "utilization"
  | "exchangeRate"
>;

/**
 * Writes the market's rates as they stand now into the row of `block`, when the market accrued in that block.
 * Called after every change of the market, so the row ends with the rates after the block's last event.
 */
export async function saveRate(context: Context, m: RateSource, block: BlockRef): Promise<void> {
  if (m.accrualBlockNumber !== block.number) return;
  const row = {
    depositRatePerBlock: m.supplyRatePerBlock,
    borrowRatePerBlock: m.borrowRatePerBlock,
    depositApy: m.supplyApy,
    borrowApy: m.borrowApy,
    utilization: m.utilization,
    exchangeRate: m.exchangeRate,
  };
  await context.db
    .insert(rate)
    .values({
      id: `${m.id}-${block.number}`,
      marketId: m.id,
      blockNumber: block.number,
      blockTimestamp: block.timestamp,
      ...row,
    })
    .onConflictDoUpdate(row);
}
