/**
 * What a liquidation meant to each of its two parties (lending-engine §3 "Liquidation": debt paid,
 * collateral received or lost, a liquidator or liquidated marker, and profit). The indexer stores one row
 * per liquidation with USD values at its block; the figures per role come from here.
 */

export type LiquidationRole = "liquidator" | "borrower";

/** One indexed liquidation (amounts in the underlying's base units, USD as 1e18 mantissas). */
export interface LiquidationRecord {
  /** `${txHash}-${logIndex}` */
  id: string;
  txHash: string;
  /** Block time, unix seconds. */
  timestamp: bigint;
  blockNumber: bigint;
  /** The debt the liquidator repaid, in the borrowed market's underlying. */
  repaidAmount: bigint;
  repaidAmountUsd: bigint;
  /** The collateral seized, in the collateral market's underlying. */
  seizedAmount: bigint;
  seizedAmountUsd: bigint;
}

export interface LiquidationFigures {
  role: LiquidationRole;
  debtPaid: { amount: bigint; usd: bigint };
  /** Received by the liquidator, lost by the borrower. */
  collateral: { amount: bigint; usd: bigint };
  /**
   * USD (1e18). The liquidator's gain: collateral received − debt paid. For the borrower the same
   * difference with the opposite sign: what the liquidation cost beyond the debt it paid off (negative
   * when the liquidator gained).
   */
  profitUsd: bigint;
}

export function liquidationFigures(record: LiquidationRecord, role: LiquidationRole): LiquidationFigures {
  const gain = record.seizedAmountUsd - record.repaidAmountUsd;
  return {
    role,
    debtPaid: { amount: record.repaidAmount, usd: record.repaidAmountUsd },
    collateral: { amount: record.seizedAmount, usd: record.seizedAmountUsd },
    profitUsd: role === "liquidator" ? gain : -gain,
  };
}
