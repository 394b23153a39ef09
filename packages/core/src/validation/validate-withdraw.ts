/**
 * Withdraw (redeemUnderlying) validation. Rules in order, the first failing one is returned:
 *   1. noDeposits / noDeposits                    nothing deposited in the market
 *   2. invalidAmount / nonPositiveAmount          amount ≤ 0
 *   3. insufficientFunds / exceedsDeposit (T3)    above the deposit (tokens × exchange rate)
 *   4. activeCollateral / exceedsFreeDeposits (C5)  the tokens it burns back a debt (shortfall after it)
 *   5. lackOfLiquidity / exceedsMarketCash (T4)   above the market's lendable cash (cash less reserves)
 *   6. insufficientFunds / insufficientFeeFunds   the wallet's rBTC does not cover the fee
 * The spec's order (§5: deposits, backing of a debt, cash). Each check is the contract's own on the same
 * state: redeemUnderlying(amount) burns ceil(amount × 1e18 / rate) tokens, which the comptroller prices
 * as a what-if redeem. `limit` carries the most that can be withdrawn (maxWithdrawable).
 */
import { EXP } from "../fixed-point/index";
import { lendableCash, type CashFigures } from "../limits/lendable-cash";
import { maxWithdrawable } from "../limits/max-withdrawable";
import { accountLiquidity } from "../risk/account-liquidity";
import { findMarket, type AccountMarket } from "../risk/account-market";
import { checkFee, type FeeFigures } from "./fee-check";
import { fail, VALID, type ValidationResult } from "./reasons";

export interface WithdrawValidationInput extends CashFigures {
  amount: bigint;
  /** Every market with the account's position (see joinAccountMarkets). */
  account: readonly AccountMarket[];
  market: string;
  fee?: FeeFigures;
}

export function validateWithdraw(input: WithdrawValidationInput): ValidationResult {
  const { amount } = input;
  const position = findMarket(input.account, input.market);
  if (position === undefined || position.tokens === 0n || position.exchangeRateStored === 0n) {
    return fail("noDeposits", "noDeposits");
  }
  if (amount <= 0n) return fail("invalidAmount", "nonPositiveAmount");
  const rate = position.exchangeRateStored;
  const deposited = (position.tokens * rate) / EXP;
  if (amount > deposited) return fail("insufficientFunds", "exceedsDeposit", { code: "T3", limit: deposited });

  const max = () => maxWithdrawable(input).underlying;
  if (position.entered) {
    const redeemTokens = (amount * EXP + rate - 1n) / rate;
    const after = accountLiquidity(input.account, { whatIf: { market: input.market, redeemTokens } });
    if (after === undefined || after.shortfall > 0n) {
      return fail("activeCollateral", "exceedsFreeDeposits", { code: after === undefined ? "C6" : "C5", limit: max() });
    }
  }
  const lendable = lendableCash(input);
  if (amount > lendable) return fail("lackOfLiquidity", "exceedsMarketCash", { code: "T4", limit: lendable });
  return checkFee(input.fee) ?? VALID;
}
