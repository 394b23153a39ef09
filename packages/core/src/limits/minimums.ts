/**
 * The spec's minimums (lending-engine §5, §9): 0.0004 rBTC per deposit in the micro market (R10), a loan
 * worth more than 2 USD, and at least 2 USD of rBTC left in the wallet for fees.
 */
import { MIN_BORROW_USD, MIN_MICRO_DEPOSIT, MIN_RBTC_FOR_FEES_USD } from "../constants/lending";
import { EXP } from "../fixed-point/index";

/** USD value (1e18) of an amount at an oracle price, truncated as the comptroller does. */
export function usdValue(amount: bigint, price: bigint): bigint {
  return (amount * price) / EXP;
}

/** The micro market refuses deposits under 0.0004 rBTC; other markets have no minimum. */
export function minimumDeposit(kind: "native" | "micro" | "erc20"): bigint {
  return kind === "micro" ? MIN_MICRO_DEPOSIT : 0n;
}

/** A loan must be worth strictly more than 2 USD. */
export function isAboveMinimumBorrow(amount: bigint, price: bigint): boolean {
  return usdValue(amount, price) > MIN_BORROW_USD;
}

/** The smallest amount worth more than 2 USD at `price`; undefined without a price. */
export function minimumBorrowAmount(price: bigint): bigint | undefined {
  if (price <= 0n) return undefined;
  // floor(a × p / 1e18) > 2e18  ⇔  a × p ≥ (2e18 + 1) × 1e18
  const target = (MIN_BORROW_USD + 1n) * EXP;
  return (target + price - 1n) / price;
}

/** rBTC (wei) worth 2 USD at `rbtcPrice`, rounded up: what the wallet should keep for fees. */
export function feeReserve(rbtcPrice: bigint): bigint | undefined {
  if (rbtcPrice <= 0n) return undefined;
  return (MIN_RBTC_FOR_FEES_USD * EXP + rbtcPrice - 1n) / rbtcPrice;
}

/** The rBTC left in the wallet is worth at least 2 USD (false without a price: it cannot be known). */
export function leavesEnoughForFees(rbtcLeft: bigint, rbtcPrice: bigint): boolean {
  const reserve = feeReserve(rbtcPrice);
  return reserve !== undefined && rbtcLeft >= reserve;
}
