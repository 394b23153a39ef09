/**
 * The real-time interest ticker (every 200 ms) between blocks. Rootstock blocks come ~30 s apart, so the
 * block at a moment is estimated from the snapshot's block and time; inside a block the value moves
 * linearly toward the next block's value and reaches it only when that block is due: the ticker never
 * shows more than the chain will hold at the next block, and never goes backwards.
 */
import { BLOCKS_PER_YEAR, SECONDS_PER_YEAR } from "../constants/lending";
import { type BorrowSnapshot, projectDebt, projectSupplyBalance, type AccrualSnapshot } from "./accrual-projection";

/** 30,000 ms: a year's seconds over a year's blocks. */
export const BLOCK_TIME_MS = (SECONDS_PER_YEAR * 1000n) / BLOCKS_PER_YEAR;

export interface TickerClock {
  /** Block number and time (ms since the epoch) of the snapshot the values were read at. */
  snapshotBlock: bigint;
  snapshotTimeMs: bigint;
  /** The moment to show (ms since the epoch). */
  nowMs: bigint;
  blockTimeMs?: bigint;
}

/** The block expected to be the latest at `nowMs`, and how far into it we are (0 ≤ elapsed < block time). */
export function estimatedBlock(clock: TickerClock): { blockNumber: bigint; elapsedMs: bigint; blockTimeMs: bigint } {
  const blockTimeMs = clock.blockTimeMs ?? BLOCK_TIME_MS;
  if (blockTimeMs <= 0n) throw new RangeError("blockTimeMs must be positive");
  const since = clock.nowMs > clock.snapshotTimeMs ? clock.nowMs - clock.snapshotTimeMs : 0n;
  return {
    blockNumber: clock.snapshotBlock + since / blockTimeMs,
    elapsedMs: since % blockTimeMs,
    blockTimeMs,
  };
}

/**
 * valueAt(b) + (valueAt(b + 1) − valueAt(b)) × elapsed / block time, truncated. With a non-decreasing
 * valueAt (balances under accrual), the result is non-decreasing in time and never above valueAt(b + 1).
 */
export function interpolateAtTime(valueAt: (blockNumber: bigint) => bigint, clock: TickerClock): bigint {
  const { blockNumber, elapsedMs, blockTimeMs } = estimatedBlock(clock);
  const current = valueAt(blockNumber);
  if (elapsedMs === 0n) return current;
  const next = valueAt(blockNumber + 1n);
  return current + ((next - current) * elapsedMs) / blockTimeMs;
}

/** The ticker's supply balance: tokens at the exchange rate projected to each block, interpolated. */
export function tickerSupplyBalance(tokens: bigint, market: AccrualSnapshot, clock: TickerClock): bigint {
  return interpolateAtTime((blockNumber) => projectSupplyBalance(tokens, market, blockNumber), clock);
}

/** The ticker's debt: the stored borrow balance at the index projected to each block, interpolated. */
export function tickerDebt(
  storedBalance: bigint,
  market: AccrualSnapshot,
  clock: TickerClock,
  snapshot?: BorrowSnapshot,
): bigint {
  return interpolateAtTime((blockNumber) => projectDebt(storedBalance, market, blockNumber, snapshot), clock);
}
