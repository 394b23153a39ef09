/**
 * An account's liquidations as one list (lending-engine §7 getLiquidations "borrower, liquidator; loaded
 * twice"): the rows where it liquidated and the rows where it was liquidated, merged newest first and shown
 * in pages of ACTIVITY_PAGE_SIZE.
 *
 * Both lists come newest first, so the first n rows of the merged list are among the first n rows of each:
 * page p (from 0) needs the first (p + 1) × page size rows of each list, and nothing else.
 */
import { ACTIVITY_PAGE_SIZE } from "../constants/timing";
import type { LiquidationRecord, LiquidationRole } from "./liquidation-figures";

export const LIQUIDATIONS_PAGE_SIZE = ACTIVITY_PAGE_SIZE;
/** The most rows one GraphQL list returns (Ponder's limit): the list pages stop where a fetch would pass it. */
export const LIQUIDATIONS_MAX_FETCH = 1_000;

export interface RoledLiquidation<T extends LiquidationRecord = LiquidationRecord> {
  role: LiquidationRole;
  record: T;
}

/** The log index in a `${txHash}-${logIndex}` id (0 when the id has none). */
export function liquidationLogIndex(id: string): number {
  const tail = id.slice(id.lastIndexOf("-") + 1);
  return /^\d+$/.test(tail) ? Number(tail) : 0;
}

/** Newest first: block time, then block, then the log's place in the block. */
export function compareNewestFirst(a: LiquidationRecord, b: LiquidationRecord): number {
  if (a.timestamp !== b.timestamp) return a.timestamp > b.timestamp ? -1 : 1;
  if (a.blockNumber !== b.blockNumber) return a.blockNumber > b.blockNumber ? -1 : 1;
  return liquidationLogIndex(b.id) - liquidationLogIndex(a.id);
}

/** Both lists as one, each row with the account's role in it, newest first. */
export function mergeLiquidations<T extends LiquidationRecord>(
  asLiquidator: readonly T[],
  asBorrower: readonly T[],
): RoledLiquidation<T>[] {
  const rows: RoledLiquidation<T>[] = [
    ...asLiquidator.map((record) => ({ role: "liquidator" as const, record })),
    ...asBorrower.map((record) => ({ role: "borrower" as const, record })),
  ];
  return rows.sort((a, b) => compareNewestFirst(a.record, b.record));
}

/** How many rows of each list page `page` (from 0) needs. */
export function liquidationsFetchLimit(page: number, pageSize: number = LIQUIDATIONS_PAGE_SIZE): number {
  const wanted = (Math.max(0, Math.floor(page)) + 1) * pageSize;
  return Math.min(wanted, LIQUIDATIONS_MAX_FETCH);
}

/** Page `page` (from 0) of the merged list. */
export function liquidationsPage<T>(
  merged: readonly T[],
  page: number,
  pageSize: number = LIQUIDATIONS_PAGE_SIZE,
): T[] {
  const start = Math.max(0, Math.floor(page)) * pageSize;
  return merged.slice(start, start + pageSize);
}
