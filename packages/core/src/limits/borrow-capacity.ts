/**
 * The account's borrow max capacity (the spec's comptroller totals): the USD it may owe in all, its
 * weighted collateral Σ tokens × exchange rate × collateral factor × price over entered markets, with the
 * comptroller's truncations. It needs the market list: without one, an error is reported and 0 returned.
 */
import { LOG_MESSAGES } from "../errors/log-messages";
import { accountLiquidity } from "../risk/account-liquidity";
import type { AccountMarket } from "../risk/account-market";

export function maxBorrowCapacity(
  account: readonly AccountMarket[],
  report: (message: string) => void = () => undefined,
): bigint {
  if (account.length === 0) {
    report(LOG_MESSAGES.noMarketsForBorrowCapacity);
    return 0n;
  }
  // Non-strict: collateral without a price counts as zero; an unpriced debt makes the capacity unknown (0).
  return accountLiquidity(account)?.collateralUsd ?? 0n;
}
