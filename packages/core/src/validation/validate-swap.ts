/**
 * Swap validation (before and after a quote). Rules in order, the first failing one is returned:
 *   1. invalidAmount / sameMarket              the same token on both sides
 *   2. invalidAmount / nonPositiveAmount       amount ≤ 0 (no quote is requested then)
 *   3. insufficientFunds / exceedsBalance      above the balance (for rBTC, with the fee)
 *   4. insufficientFunds / lowRbtcBalance      less than 2 USD of rBTC would be left for fees
 *   5. lackOfLiquidity / noPoolLiquidity       the pool has no liquidity (or the quote returns nothing)
 *   6. lackOfLiquidity / priceImpactTooHigh    price impact above 5%, unless the user confirmed it
 * The spec's order (§5: funds, identical markets, pool liquidity, price impact), with the checks that need
 * no balance first. Rules 3 and 4 need a wallet (a quote without one skips them); 5 and 6 a quote.
 */
import { MAX_SWAP_PRICE_IMPACT } from "../constants/swap";
import { swapRbtcReserve } from "../limits/max-swap";
import { fail, VALID, type ValidationResult } from "./reasons";

export interface SwapValidationInput {
  amount: bigint;
  /** Token addresses or symbols; compared case-insensitively. */
  fromToken: string;
  toToken: string;
  /** Wallet balance of the token sold; undefined without a wallet (the funds rules 3 and 4 are skipped). */
  balance: bigint | undefined;
  /** The token sold is rBTC (the fee then comes out of the same balance). */
  fromNative: boolean;
  /** Estimated fee (wei). */
  estimatedFee?: bigint;
  /** rBTC in the wallet (wei) and its USD price, for the 2 USD kept for fees; skipped without a price. */
  rbtcBalance?: bigint;
  rbtcPrice?: bigint;
  /** The quote's output (or the pool's reserve of the token bought); 0 = no liquidity. */
  quotedOut?: bigint;
  /** The quote's price impact, 1e18 = 100%. */
  priceImpact?: bigint;
  /** The user accepted a price impact above the maximum. */
  priceImpactConfirmed?: boolean;
  /** Default 5%. */
  maxPriceImpact?: bigint;
}

export function validateSwap(input: SwapValidationInput): ValidationResult {
  const { amount } = input;
  if (input.fromToken.toLowerCase() === input.toToken.toLowerCase()) return fail("invalidAmount", "sameMarket");
  if (amount <= 0n) return fail("invalidAmount", "nonPositiveAmount");
  const funds = input.balance === undefined ? undefined : fundsFailure({ ...input, balance: input.balance });
  if (funds) return funds;

  if (input.quotedOut !== undefined && input.quotedOut <= 0n) return fail("lackOfLiquidity", "noPoolLiquidity");
  const maxImpact = input.maxPriceImpact ?? MAX_SWAP_PRICE_IMPACT;
  if (input.priceImpact !== undefined && input.priceImpact > maxImpact && input.priceImpactConfirmed !== true) {
    return fail("lackOfLiquidity", "priceImpactTooHigh", { limit: maxImpact });
  }
  return VALID;
}

/** Rules 3 and 4, for a wallet's balance. */
function fundsFailure(input: SwapValidationInput & { balance: bigint }): ValidationResult | undefined {
  const { amount } = input;
  const fee = input.estimatedFee ?? 0n;
  const spendable = input.fromNative ? input.balance - fee : input.balance;
  if (amount > spendable) {
    return fail("insufficientFunds", "exceedsBalance", { limit: spendable > 0n ? spendable : 0n });
  }

  const rbtc = input.fromNative ? input.balance : input.rbtcBalance;
  const keep = swapRbtcReserve(input.rbtcPrice);
  if (keep !== undefined && rbtc !== undefined) {
    const left = rbtc - fee - (input.fromNative ? amount : 0n);
    if (left < keep) {
      const limit = input.fromNative ? rbtc - fee - keep : undefined;
      return fail("insufficientFunds", "lowRbtcBalance", limit === undefined ? {} : { limit: limit > 0n ? limit : 0n });
    }
  }
  return undefined;
}
