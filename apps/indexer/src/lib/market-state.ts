/**
 * Market state between Lens reads, from the events themselves. On our contracts (and Compound v2's) every
 * value below is exact, because each event carries or implies it:
 *   AccrueInterest(cashPrior, interestAccumulated, borrowIndex, totalBorrows): cash, borrows, index, accrual
 *     block; reserves += reserve factor × interest, up to the unreserved cash; exchange rate = (cash + borrows − reserves) / supply
 *     (our markets store it at each accrual and nowhere else; with no supply it stays the initial one)
 *   Mint / Redeem: cash ± amount, supply ± tokens (a seed is a Mint to 0x…dEaD: in the supply, nobody's)
 *   Borrow / RepayBorrow: cash ∓ amount, borrows = the event's totalBorrows
 *   ReservesAdded / ReservesReduced: cash ± amount, reserves = the event's newTotalReserves
 * and the rates follow from the totals through the market's interest model (@ceiba/core's exact maths).
 * Risk parameters carry their new values too (NewReserveFactor, NewCollateralFactor, NewBorrowCap, ActionPaused,
 * NewAccountBorrowCap). Where a deployment's accounting differs (cash as a token balance that a plain transfer
 * moves, an exchange rate net of a subsidy, a model of another family), the next Lens read brings the row back.
 */
import type { Context } from "ponder:registry";
import { market } from "ponder:schema";
import { EXP, marketApyPercent, reservesAfterAccrual, utilizationRate } from "@ceiba/core";
import { readLens, type BlockSync } from "./block-sync";
import { modeledRates } from "./market-rows";
import { saveRate } from "./rate-history";

export type MarketState = typeof market.$inferSelect;

/** The columns an event changes directly; rates, APYs and utilisation follow from them. */
export type MarketChange = Partial<
  Pick<
    MarketState,
    | "cash"
    | "totalBorrows"
    | "totalReserves"
    | "totalSupply"
    | "borrowIndex"
    | "accrualBlockNumber"
    | "exchangeRate"
    | "reserveFactor"
    | "collateralFactor"
    | "borrowCap"
    | "accountBorrowCap"
    | "mintPaused"
    | "borrowPaused"
  >
>;

/**
 * A market's row (copied: rows from db.find are live views of Ponder's cache). A listing does not read the
 * Lens (block-sync.ts): a market without a row yet gets it from a read at this block, which then holds the whole
 * block (`sync.anchored`).
 */
export async function marketState(context: Context, sync: BlockSync, address: string): Promise<MarketState> {
  const id = address.toLowerCase();
  let found = await context.db.find(market, { id });
  if (!found && !sync.anchored) {
    await readLens(context, sync, "listing");
    found = await context.db.find(market, { id });
  }
  if (!found) throw new Error(`market ${address} is not listed at block ${sync.block.number}`);
  return { ...found };
}

/** Rates, APYs and utilisation for the row's totals (a rate the model does not give keeps its Lens value). */
export function withRates(m: MarketState): MarketState {
  const modeled = modeledRates(m);
  const supply = m.supplyRateModeled ? (modeled.supply ?? m.supplyRatePerBlock) : m.supplyRatePerBlock;
  const borrow = m.borrowRateModeled ? (modeled.borrow ?? m.borrowRatePerBlock) : m.borrowRatePerBlock;
  return {
    ...m,
    supplyRatePerBlock: supply,
    borrowRatePerBlock: borrow,
    supplyApy: marketApyPercent(supply, m.blocksPerYear),
    borrowApy: marketApyPercent(borrow, m.blocksPerYear),
    utilization: utilizationRate(m.cash, m.totalBorrows, m.totalReserves) ?? null,
  };
}

/**
 * Applies an event's change to its market (and to the block's rate row) and returns the row after it. In a
 * block the Lens was read at, the row already holds the whole block: nothing is applied twice.
 */
export async function changeMarket(
  context: Context,
  sync: BlockSync,
  address: string,
  change: (m: MarketState) => MarketChange,
): Promise<MarketState> {
  const before = await marketState(context, sync, address);
  if (sync.anchored) return before;
  const after = withRates({
    ...before,
    ...change(before),
    updatedBlock: sync.block.number,
    updatedTimestamp: sync.block.timestamp,
  });
  // Only the state columns: counts and the last repay row are other handlers' (balances.ts, borrow.ts).
  await context.db.update(market, { id: after.id }).set({
    cash: after.cash,
    totalBorrows: after.totalBorrows,
    totalReserves: after.totalReserves,
    totalSupply: after.totalSupply,
    borrowIndex: after.borrowIndex,
    accrualBlockNumber: after.accrualBlockNumber,
    exchangeRate: after.exchangeRate,
    reserveFactor: after.reserveFactor,
    collateralFactor: after.collateralFactor,
    borrowCap: after.borrowCap,
    accountBorrowCap: after.accountBorrowCap,
    mintPaused: after.mintPaused,
    borrowPaused: after.borrowPaused,
    supplyRatePerBlock: after.supplyRatePerBlock,
    borrowRatePerBlock: after.borrowRatePerBlock,
    supplyApy: after.supplyApy,
    borrowApy: after.borrowApy,
    utilization: after.utilization,
    updatedBlock: after.updatedBlock,
    updatedTimestamp: after.updatedTimestamp,
  });
  await saveRate(context, after, sync.block);
  return after;
}

/** AccrueInterest: the market's state after an accrual, exactly as CToken._accrueInterest stores it. */
export function accrual(
  m: MarketState,
  blockNumber: bigint,
  args: { cashPrior: bigint; interestAccumulated: bigint; borrowIndex: bigint; totalBorrows: bigint },
): MarketChange {
  const totalReserves = reservesAfterAccrual(
    m.totalReserves,
    args.cashPrior,
    m.reserveFactor,
    args.interestAccumulated,
  );
  const exchangeRate =
    m.totalSupply === 0n
      ? m.exchangeRate
      : ((args.cashPrior + args.totalBorrows - totalReserves) * EXP) / m.totalSupply;
  return {
    cash: args.cashPrior,
    totalBorrows: args.totalBorrows,
    totalReserves,
    borrowIndex: args.borrowIndex,
    accrualBlockNumber: blockNumber,
    exchangeRate,
  };
}
