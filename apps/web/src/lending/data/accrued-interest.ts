import { estimatedBlock, isSameMarket, tickerDebt, tickerSupplyBalance, usdValue, type TickerClock } from "@ceiba/core";
import type { Address } from "viem";
import { findPosition, type LendingSnapshot } from "./lending-snapshot";

/** One market's deposit and debt at a moment, interest included. Amounts in underlying base units. */
export interface AccruedPosition {
  market: Address;
  symbol: string;
  underlyingSymbol: string;
  underlyingDecimals: number;
  /** The deposit now: the account's tokens at the exchange rate projected to now. */
  supply: bigint;
  /** The debt now: principal × the borrow index projected to now. */
  debt: bigint;
  /** The same when the read came back (at the block after the snapshot's, see tickerClock). */
  supplyAtSnapshot: bigint;
  debtAtSnapshot: bigint;
  /** USD (1e18) at the market's price. */
  supplyUsd: bigint;
  debtUsd: bigint;
}

export interface AccruedInterest {
  /** The block whose accrual is shown (the block after the snapshot's + whole block times since the read). */
  blockNumber: bigint;
  /** Markets where the account has a deposit or a debt, in the lists' order (deprecated ones last). */
  positions: AccruedPosition[];
  depositsUsd: bigint;
  debtsUsd: bigint;
}

/**
 * The ticker's clock for a snapshot: time starts when the read came back, at the block after the snapshot's —
 * the earliest block a transaction sent now can land in, whose accrual a withdrawal or a repayment finds
 * (sdk accountForAction). So the balance shown is what "withdraw all" would take, never the stored value a
 * few wei below it (a 0.5 rBTC deposit read back at its own block is 0.4999…).
 */
export function tickerClock(snapshot: Pick<LendingSnapshot, "blockNumber" | "readAtMs">, nowMs: number): TickerClock {
  return {
    snapshotBlock: snapshot.blockNumber + 1n,
    snapshotTimeMs: BigInt(Math.floor(snapshot.readAtMs)),
    nowMs: BigInt(Math.floor(nowMs)),
  };
}

/**
 * Deposits and debts at `nowMs`, projected from the snapshot with core's ticker functions: at every block
 * boundary they equal, to the wei, what the chain holds once a transaction accrues the market at that
 * block (projectAccrual); in between they move linearly toward the next block's value, never past it.
 *
 * The time origin is the moment the read came back rather than the block's timestamp: a node's clock (or a
 * local chain's fixed start date) may differ from this browser's, and starting at the read can only lag
 * the chain, never run ahead of it. Every market ticks, the native ones included: the exchange-rate
 * projection is exact for them too (the spec's "except the native market" is the original app's
 * percentage estimate, which we do not use).
 */
export function accrueAt(snapshot: LendingSnapshot, nowMs: number): AccruedInterest {
  const clock = tickerClock(snapshot, nowMs);
  const atSnapshot = tickerClock(snapshot, snapshot.readAtMs);
  // By address: the query cache's structural sharing may hand the two lists different objects for the
  // market a transaction just changed, and comparing objects then listed it twice (doubled totals).
  const ordered = [
    ...snapshot.markets,
    ...snapshot.allMarkets.filter((m) => !snapshot.markets.some((listed) => isSameMarket(listed.market, m.market))),
  ];
  const positions: AccruedPosition[] = [];
  let depositsUsd = 0n;
  let debtsUsd = 0n;
  for (const market of ordered) {
    const position = findPosition(snapshot, market.market);
    if (!position || (position.tokens === 0n && position.borrowBalance === 0n)) continue;
    const supply = tickerSupplyBalance(position.tokens, market, clock);
    const debt = tickerDebt(position.borrowBalance, market, clock, position);
    const entry: AccruedPosition = {
      market: market.market,
      symbol: market.symbol,
      underlyingSymbol: market.underlyingSymbol,
      underlyingDecimals: market.underlyingDecimals,
      supply,
      debt,
      supplyAtSnapshot: tickerSupplyBalance(position.tokens, market, atSnapshot),
      debtAtSnapshot: tickerDebt(position.borrowBalance, market, atSnapshot, position),
      supplyUsd: usdValue(supply, market.underlyingPrice),
      debtUsd: usdValue(debt, market.underlyingPrice),
    };
    depositsUsd += entry.supplyUsd;
    debtsUsd += entry.debtUsd;
    positions.push(entry);
  }
  return { blockNumber: estimatedBlock(clock).blockNumber, positions, depositsUsd, debtsUsd };
}
