/**
 * The most an account can deposit in a market: the wallet balance, minus the estimated network fee for
 * the native coin; in the micro-savings market also the per-account cap (0.025 rBTC minus what the
 * account already has there, R8) and the market cap (R9). Nothing while the account owes in that market
 * (T12), deposits are paused (C2) or the market has no price (C6: Ceiba's comptroller refuses it). Never negative.
 */
import { MICRO_ACCOUNT_CAP } from "../constants/lending";
import { EXP } from "../fixed-point/index";
import type { MarketCap } from "./micro-market-cap";

/** native: the standard rBTC market; micro: the capped micro-savings rBTC market; erc20: a token market. */
export type MarketKind = "native" | "micro" | "erc20";

interface CommonDepositInput {
  /** Wallet balance of the underlying (rBTC for native and micro markets). */
  walletBalance: bigint;
  /** The account's debt in this market: any debt forbids deposits (T12). */
  borrowBalance: bigint;
  mintPaused?: boolean;
  /** The market's price (the Lens' underlyingPrice); 0: unpriced. */
  underlyingPrice?: bigint;
}

export type MaxDepositInput =
  | (CommonDepositInput & { kind: "erc20" })
  | (CommonDepositInput & {
      kind: "native";
      /** Estimated fee of the deposit transaction, in wei. */
      estimatedFee: bigint;
    })
  | (CommonDepositInput & {
      kind: "micro";
      estimatedFee: bigint;
      /** The account's tokens in the micro market and the exchange rate (projected, for exactness). */
      tokens: bigint;
      exchangeRate: bigint;
      /** accountCap (default 0.025 rBTC). */
      accountCap?: bigint;
      /** From microMarketCap; undefined when it cannot be computed (no deposit is then possible). */
      marketCap: MarketCap | undefined;
    });

export type DepositLimit = "wallet" | "accountCap" | "marketCap" | "activeDebt" | "paused" | "unpriced";

export interface MaxDeposit {
  amount: bigint;
  limitedBy: DepositLimit;
}

const positive = (a: bigint): bigint => (a > 0n ? a : 0n);

/** Room left under the micro market's per-account cap, as _beforeMint checks it. */
export function microAccountRoom(tokens: bigint, exchangeRate: bigint, accountCap: bigint = MICRO_ACCOUNT_CAP): bigint {
  return positive(accountCap - (tokens * exchangeRate) / EXP);
}

export function maxDeposit(input: MaxDepositInput): MaxDeposit {
  if (input.mintPaused === true) return { amount: 0n, limitedBy: "paused" };
  if (input.underlyingPrice === 0n) return { amount: 0n, limitedBy: "unpriced" };
  if (input.borrowBalance > 0n) return { amount: 0n, limitedBy: "activeDebt" };
  if (input.kind === "erc20") return { amount: positive(input.walletBalance), limitedBy: "wallet" };
  let amount = positive(input.walletBalance - input.estimatedFee);
  let limitedBy: DepositLimit = "wallet";
  if (input.kind === "micro") {
    const room = microAccountRoom(input.tokens, input.exchangeRate, input.accountCap);
    if (room < amount) {
      amount = room;
      limitedBy = "accountCap";
    }
    const marketRoom = input.marketCap?.maxDeposit ?? 0n;
    if (marketRoom < amount) {
      amount = marketRoom;
      limitedBy = "marketCap";
    }
  }
  return { amount, limitedBy };
}
