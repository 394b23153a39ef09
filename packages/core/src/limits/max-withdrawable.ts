/**
 * The most an account can withdraw from a market now: what redeem / redeemUnderlying would accept on the
 * same state (CToken._redeemFresh, Comptroller.redeemAllowed). Bounded by the tokens held, by the
 * market's lendable cash (T4: cash less reserves), and, when the market is entered as collateral, by what does not back a debt
 * (liquidity / (collateral factor × exchange rate × price), C5). Never negative.
 */
import { EXP } from "../fixed-point/index";
import { accountLiquidity, collateralValuePerToken } from "../risk/account-liquidity";
import { findMarket, type AccountMarket } from "../risk/account-market";
import { lendableCash, type CashFigures } from "./lendable-cash";

export interface MaxWithdrawableInput extends CashFigures {
  /** Every market with the account's position (see joinAccountMarkets). */
  account: readonly AccountMarket[];
  /** The market to withdraw from. */
  market: string;
}

export type WithdrawLimit = "balance" | "collateral" | "cash";

/** The spec's max-withdraw result: tokens to redeem, the underlying they pay, its USD value. */
export interface MaxWithdrawable {
  tokens: bigint;
  underlying: bigint;
  usd: bigint;
  /** What bounds the amount. */
  limitedBy: WithdrawLimit;
}

const none = (limitedBy: WithdrawLimit): MaxWithdrawable => ({ tokens: 0n, underlying: 0n, usd: 0n, limitedBy });

/**
 * redeem(tokens) pays `underlying` and passes every check; redeemUnderlying(underlying) burns at most
 * `tokens` (it rounds tokens up from an amount that was rounded down), so it passes too.
 */
export function maxWithdrawable(input: MaxWithdrawableInput): MaxWithdrawable {
  const position = findMarket(input.account, input.market);
  if (position === undefined || position.tokens === 0n) return none("balance");
  const rate = position.exchangeRateStored;
  if (rate === 0n) return none("balance");

  let tokens = position.tokens;
  let limitedBy: WithdrawLimit = "balance";

  if (position.entered) {
    const base = accountLiquidity(input.account);
    if (base === undefined || base.shortfall > 0n) return none("collateral");
    const perToken = collateralValuePerToken(position.collateralFactorMantissa, rate, position.underlyingPrice);
    // redeemAllowed values the tokens left: floor(perToken × left / 1e18) must still cover what the rest of
    // the collateral does not, i.e. this market's collateral minus the liquidity.
    if (perToken > 0n) {
      const need = (perToken * tokens) / EXP - base.liquidity;
      if (need > 0n) {
        const mustKeep = (need * EXP + perToken - 1n) / perToken;
        const backed = tokens > mustKeep ? tokens - mustKeep : 0n;
        if (backed < tokens) {
          tokens = backed;
          limitedBy = "collateral";
        }
      }
    }
  }

  // The largest t whose payout floor(t × rate / 1e18) the lendable cash covers.
  const cashTokens = ((lendableCash(input) + 1n) * EXP - 1n) / rate;
  // On a tie with the collateral bound, one token more fails on cash first (the market checks cash
  // before asking the comptroller): name that limit.
  if (cashTokens < tokens || (cashTokens === tokens && limitedBy === "collateral")) {
    tokens = cashTokens;
    limitedBy = "cash";
  }

  const underlying = (tokens * rate) / EXP;
  if (underlying === 0n) return none(limitedBy); // a redeem paying nothing is refused (T25)
  return { tokens, underlying, usd: (underlying * position.underlyingPrice) / EXP, limitedBy };
}
