import {
  minimumBorrowAmount,
  validateBorrow,
  withMarketEntered,
  type AccountMarket,
  type MaxBorrow,
  type ValidationResult,
  type ValidationRule,
} from "@ceiba/core";
import { accountForAction, actionGasUnits, borrowLimit, type Position, type StepGasEstimates } from "@ceiba/sdk";
import type { Address } from "viem";
import type { LendingMarket, LendingSnapshot } from "../../../lending/data/lending-snapshot";
import { walletBalancesFromSnapshot } from "../../../lending/data/wallet-balances";

export interface BorrowFiguresInput {
  snapshot: LendingSnapshot;
  market: LendingMarket;
  position: Position;
  comptroller: Address;
  /** eth_gasPrice (wei); without it the fee is not checked yet. */
  gasPrice: bigint | undefined;
  /** The node's estimates of the loan's steps, where it gave them (fixed limits otherwise). */
  gasEstimates?: StepGasEstimates;
}

export interface BorrowFigures {
  /** Every market with the account's position, as core's liquidity maths read it. */
  account: AccountMarket[];
  /** core maxBorrow: 85% of the liquidity in the market's price minus 1, within cash and caps; why it stops. */
  max: MaxBorrow;
  /** The smallest loan worth more than 2 USD; undefined without a price. */
  minimum: bigint | undefined;
  /** The account's debt in the market (borrowBalanceStored at the snapshot's block). */
  debt: bigint;
  /** rBTC the borrow's transactions cost at their gas limits (enter markets when needed, borrow). */
  fee: bigint | undefined;
  /** rBTC in the wallet. */
  nativeBalance: bigint;
  /**
   * core validateBorrow of `amount`. With nothing typed (`empty`), only the rules that hold whatever the
   * amount are reported (paused, no deposit, liquidation zone, no capacity left), else the empty amount.
   */
  validate: (amount: bigint, empty?: boolean) => ValidationResult;
}

/** The rules that refuse any loan: shown even before an amount is typed. */
export const ACCOUNT_STATE_RULES: ReadonlySet<ValidationRule> = new Set([
  "borrowPaused",
  "noCollateral",
  "liquidationZone",
  "maxCapacityReached",
]);

/** The gas of the borrow's transactions as the app will send them, in wei. */
export function borrowFee(input: Omit<BorrowFiguresInput, "position">): bigint | undefined {
  if (input.gasPrice === undefined) return undefined;
  const request = {
    action: "borrow",
    chainId: input.snapshot.chainId,
    snapshot: input.snapshot.raw,
    comptroller: input.comptroller,
    market: input.market.market,
    amount: 1n,
  } as const;
  return actionGasUnits(request, input.gasEstimates) * input.gasPrice;
}

/**
 * The account's markets with the snapshot's positions (core AccountMarket), as a loan from `market` finds
 * them: that market accrued to the next block (core accountAtNextBlock), the others as stored.
 */
export function accountMarketsOf(snapshot: LendingSnapshot, market: LendingMarket): AccountMarket[] {
  return accountForAction(snapshot.raw, market.market);
}

/**
 * Everything the borrow form shows and checks, from one snapshot and @ceiba/core's rules (lending-engine §5
 * "Borrow and repay"): max borrow and the bound that sets it, the 2 USD minimum, the debt, and
 * validateBorrow in its order (paused, no deposit, amount, liquidation zone, no capacity — liquidity ≤ 1
 * counts as 0 —, minimum, borrowing maximum, market liquidity, 1000 rDOC per account, borrow cap, fee).
 */
export function borrowFigures(input: BorrowFiguresInput): BorrowFigures {
  const { snapshot, market, position } = input;
  // The sdk's borrowLimit (the API's max_allowed_to_borrow too), on the account as the loan finds it.
  const { account, ...max } = borrowLimit(snapshot.raw, market);
  const fee = borrowFee(input);
  const nativeBalance = walletBalancesFromSnapshot(snapshot).native ?? 0n;
  const feeFigures = fee === undefined ? undefined : { nativeBalance, estimatedFee: fee };
  const minimum = minimumBorrowAmount(market.underlyingPrice);

  const validate = (amount: bigint, empty = false): ValidationResult => {
    if (!empty) return validateBorrow({ amount, account, market, fee: feeFigures });
    const probe = validateBorrow({ amount: minimum ?? 1n, account, market });
    if (!probe.ok && ACCOUNT_STATE_RULES.has(probe.rule)) return probe;
    return validateBorrow({ amount: 0n, account, market });
  };

  return {
    account,
    max,
    minimum,
    debt: position.borrowBalance,
    fee,
    nativeBalance,
    validate,
  };
}

/** The account as borrowAllowed sees it before a loan from `market`: that market entered. */
export function enteredForBorrow(account: readonly AccountMarket[], market: string): AccountMarket[] {
  return withMarketEntered(account, market);
}
