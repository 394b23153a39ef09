/**
 * What CToken._accrueInterest would store if the next transaction ran at block b, from the Lens'
 * snapshot of a market (its state as of accrualBlockNumber). Exact to the wei: one accrual from the stored
 * state, with the borrow rate of the stored state (what borrowRatePerBlock() returns), the reserve factor's
 * share credited only up to the cash there is (reserves never exceed cash; the rest goes to suppliers).
 * (Tropykus' markets credit the whole share: there the projection differs only when cash - reserves is
 * below one accrual's reserve share.)
 */
import { EXP } from "../fixed-point/index";

/** The CeibaLens.MarketData fields the projection reads. */
export interface AccrualSnapshot {
  accrualBlockNumber: bigint;
  borrowIndex: bigint;
  totalBorrows: bigint;
  totalReserves: bigint;
  cash: bigint;
  totalSupply: bigint;
  exchangeRateStored: bigint;
  reserveFactorMantissa: bigint;
  borrowRatePerBlock: bigint;
}

export interface ProjectedMarket {
  blockNumber: bigint;
  borrowIndex: bigint;
  totalBorrows: bigint;
  totalReserves: bigint;
  exchangeRate: bigint;
  /** Interest accrued on all borrows since accrualBlockNumber. */
  interestAccumulated: bigint;
}

/** The market after an accrual at `blockNumber`; unchanged at or before its accrual block. */
export function projectAccrual(market: AccrualSnapshot, blockNumber: bigint): ProjectedMarket {
  const delta = blockNumber - market.accrualBlockNumber;
  if (delta <= 0n) {
    return {
      blockNumber: market.accrualBlockNumber,
      borrowIndex: market.borrowIndex,
      totalBorrows: market.totalBorrows,
      totalReserves: market.totalReserves,
      exchangeRate: market.exchangeRateStored,
      interestAccumulated: 0n,
    };
  }
  const simpleInterestFactor = market.borrowRatePerBlock * delta;
  const interest = (simpleInterestFactor * market.totalBorrows) / EXP;
  const totalBorrows = market.totalBorrows + interest;
  const totalReserves = reservesAfterAccrual(market.totalReserves, market.cash, market.reserveFactorMantissa, interest);
  const borrowIndex = market.borrowIndex + (simpleInterestFactor * market.borrowIndex) / EXP;
  // With no supply the contract keeps its initial rate, which is then the stored one.
  const exchangeRate =
    market.totalSupply === 0n
      ? market.exchangeRateStored
      : ((market.cash + totalBorrows - totalReserves) * EXP) / market.totalSupply;
  return { blockNumber, borrowIndex, totalBorrows, totalReserves, exchangeRate, interestAccumulated: interest };
}

/**
 * CToken._accrueInterest's reserves: the reserve factor's share of the interest, credited only up to the
 * cash not already reserved (the interest itself is owed, not held; the rest of the share goes to suppliers).
 */
export function reservesAfterAccrual(
  totalReserves: bigint,
  cash: bigint,
  reserveFactorMantissa: bigint,
  interest: bigint,
): bigint {
  const share = (reserveFactorMantissa * interest) / EXP;
  const room = cash > totalReserves ? cash - totalReserves : 0n;
  return totalReserves + (share < room ? share : room);
}

/** The contract's own formula (CToken._borrowBalance): principal × index / account index, exact. */
export function borrowBalanceFromPrincipal(principal: bigint, accountIndex: bigint, index: bigint): bigint {
  if (principal === 0n || accountIndex === 0n) return 0n;
  return (principal * index) / accountIndex;
}

/**
 * An account's debt at the projected index from its stored balance, which is all the Lens gives (the
 * principal and account index are not exposed): stored × projected / stored index. Never above the
 * chain's value, and below it by at most 2 wei while the index less than doubles.
 */
export function projectBorrowBalance(storedBalance: bigint, storedIndex: bigint, projectedIndex: bigint): bigint {
  if (storedBalance === 0n || storedIndex === 0n) return storedBalance;
  return (storedBalance * projectedIndex) / storedIndex;
}

/** balanceOfUnderlying at an exchange rate: tokens × rate / 1e18, truncated. */
export function supplyUnderlying(tokens: bigint, exchangeRate: bigint): bigint {
  return (tokens * exchangeRate) / EXP;
}

/** An account's supply underlying at block b (exact: tokens × projected exchange rate). */
export function projectSupplyBalance(tokens: bigint, market: AccrualSnapshot, blockNumber: bigint): bigint {
  return supplyUnderlying(tokens, projectAccrual(market, blockNumber).exchangeRate);
}

/** The debt's principal and the index it was recorded at (CeibaLens Position.borrowPrincipal / borrowInterestIndex). */
export interface BorrowSnapshot {
  borrowPrincipal: bigint;
  borrowInterestIndex: bigint;
}

/**
 * An account's debt at block b. Exact to the wei from the debt's principal and account index when the
 * market exposes them (ours does; 0 elsewhere), else from the stored balance (see projectBorrowBalance).
 */
export function projectDebt(
  storedBalance: bigint,
  market: AccrualSnapshot,
  blockNumber: bigint,
  snapshot?: BorrowSnapshot,
): bigint {
  const index = projectAccrual(market, blockNumber).borrowIndex;
  if (snapshot && snapshot.borrowInterestIndex !== 0n) {
    return borrowBalanceFromPrincipal(snapshot.borrowPrincipal, snapshot.borrowInterestIndex, index);
  }
  return projectBorrowBalance(storedBalance, market.borrowIndex, index);
}

/**
 * The exchange rate a mint or redeem sent after a snapshot at `snapshotBlock` uses: the stored rate accrued to the
 * next block, where the transaction lands at the earliest. The deposit's Max, the micro market's room and
 * the validation all take this one rate, so they agree with each other and with the chain (R8 compares
 * tokens × this rate, floored, plus the amount with the cap).
 */
export function nextBlockExchangeRate(market: AccrualSnapshot, snapshotBlock: bigint): bigint {
  return projectAccrual(market, snapshotBlock + 1n).exchangeRate;
}
