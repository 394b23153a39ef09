/**
 * Deposit (mint) validation. Rules in order, the first failing one is returned:
 *   1. reachedLimit / marketPaused (C2)        deposits are paused in the market
 *      reachedLimit / marketUnpriced (C6)      the market has no valid price (Ceiba refuses the deposit)
 *   2. activeDebt (T12)                        the account owes in this market: whatever the amount
 *   3. invalidAmount / nonPositiveAmount       amount ≤ 0
 *   4. insufficientFunds / exceedsBalance      amount (+ the fee, for rBTC) above the wallet balance
 *   5. reachedLimit / microCapReached (R8)     micro market: above 0.025 rBTC minus what is deposited
 *   6. reachedLimit / nativeMarketCapReached (R9)  micro market: above the market cap's room
 *   7. invalidAmount / belowMinDeposit (R10)   micro market: below 0.0004 rBTC
 *   8. invalidAmount / tooSmallToMint (T25)    the amount mints no token at the exchange rate
 *   9. minimumGuarantee / belowCollateralNeeded  borrow flow: below the collateral the loan needs
 *  10. insufficientFunds / insufficientFeeFunds  token market: the wallet's rBTC does not cover the fee
 * The state rules (1, 2) come first, then the spec's list order (§5: funds, micro cap, minimum). The
 * micro caps come before the minimum, unlike the contract (R10 first), because "limit reached, choose the
 * standard market" is the useful message when both fail. Passing means mint would succeed on this state.
 */
import { EXP } from "../fixed-point/index";
import { microAccountRoom, type MarketKind } from "../limits/max-deposit";
import type { MarketCap } from "../limits/micro-market-cap";
import { minimumDeposit } from "../limits/minimums";
import { checkFee, type FeeFigures } from "./fee-check";
import { fail, VALID, type ValidationResult } from "./reasons";

export interface DepositValidationInput {
  amount: bigint;
  kind: MarketKind;
  /** Wallet balance of the underlying (rBTC for native and micro markets). */
  walletBalance: bigint;
  /** The account's debt in this market. */
  borrowBalance: bigint;
  /** The market's exchange rate (projected to the next block for exactness). */
  exchangeRate: bigint;
  mintPaused?: boolean;
  /** The market's price (the Lens' underlyingPrice): a deposit into an unpriced market is refused (C6). */
  underlyingPrice?: bigint;
  /** Estimated fee (wei); for rBTC markets it comes out of the same balance. */
  estimatedFee?: bigint;
  /** Token markets: the wallet's rBTC and the fee. */
  fee?: FeeFigures;
  /** Micro market: the account's tokens there, the per-account cap (default 0.025) and the market cap. */
  micro?: { tokens: bigint; accountCap?: bigint; marketCap: MarketCap | undefined };
  /** Borrow flow: the collateral this deposit must provide (collateralNeeded). */
  collateralNeeded?: bigint;
}

export function validateDeposit(input: DepositValidationInput): ValidationResult {
  const { amount, kind } = input;
  const native = kind !== "erc20";
  if (input.mintPaused === true) return fail("reachedLimit", "marketPaused", { code: "C2" });
  if (input.underlyingPrice === 0n) return fail("reachedLimit", "marketUnpriced", { code: "C6" });
  if (input.borrowBalance > 0n) return fail("activeDebt", "activeDebt", { code: "T12" });
  if (amount <= 0n) return fail("invalidAmount", "nonPositiveAmount");

  const fee = native ? (input.estimatedFee ?? 0n) : 0n;
  const spendable = input.walletBalance - fee;
  if (amount > spendable) {
    return fail("insufficientFunds", "exceedsBalance", { limit: spendable > 0n ? spendable : 0n });
  }

  if (kind === "micro") {
    const micro = input.micro;
    const room = microAccountRoom(micro?.tokens ?? 0n, input.exchangeRate, micro?.accountCap);
    if (amount > room) return fail("reachedLimit", "microCapReached", { code: "R8", limit: room });
    const marketCap = micro?.marketCap;
    if (marketCap === undefined) return fail("reachedLimit", "nativeMarketCapReached", { code: "C6", limit: 0n });
    if (amount > marketCap.maxDeposit) {
      return fail("reachedLimit", "nativeMarketCapReached", { code: "R9", limit: marketCap.maxDeposit });
    }
  }

  const minimum = minimumDeposit(kind);
  if (amount < minimum) return fail("invalidAmount", "belowMinDeposit", { code: "R10", limit: minimum });
  if (input.exchangeRate > 0n && (amount * EXP) / input.exchangeRate === 0n) {
    // The smallest amount that mints one token: amount × 1e18 ≥ rate.
    return fail("invalidAmount", "tooSmallToMint", { code: "T25", limit: (input.exchangeRate + EXP - 1n) / EXP });
  }

  if (input.collateralNeeded !== undefined && amount < input.collateralNeeded) {
    return fail("minimumGuarantee", "belowCollateralNeeded", { limit: input.collateralNeeded });
  }
  if (!native) return checkFee(input.fee) ?? VALID;
  return VALID;
}
