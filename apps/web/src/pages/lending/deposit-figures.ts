import {
  EXP,
  leavesEnoughForFees,
  microAccountRoom,
  validateDeposit,
  type DepositLimit as DepositLimitedBy,
  type MarketCap,
  type ValidationResult,
} from "@ceiba/core";
import type { Address } from "viem";
import { depositLimit } from "../../lending/data/deposit-limit";
import { actionGasUnits, type StepGasEstimates } from "@ceiba/sdk";
import { nativeCoinPrice, type LendingMarket, type LendingSnapshot } from "../../lending/data/lending-snapshot";
import { walletBalancesFromSnapshot } from "../../lending/data/wallet-balances";
import type { Position } from "@ceiba/sdk";

export interface DepositFiguresInput {
  snapshot: LendingSnapshot;
  market: LendingMarket;
  position: Position;
  comptroller: Address;
  /** eth_gasPrice (wei); the fee figures wait for it. */
  gasPrice: bigint;
  /** The node's estimates of the deposit's steps, where it gave them (fixed limits otherwise). */
  gasEstimates?: StepGasEstimates;
}

/** The micro market's caps for the account (lending-engine §5: 0.025 rBTC per user, the market cap). */
export interface MicroFigures {
  /** What the account has in the micro market now (tokens × the exchange rate). */
  deposited: bigint;
  /** The per-account cap (R8), the chain's. */
  accountCap: bigint;
  /** Room left under it. */
  accountRoom: bigint;
  /** The market cap (R9); undefined when it cannot be computed (a market without a price). */
  marketCap: MarketCap | undefined;
}

export interface DepositFigures {
  /** core maxDeposit: the wallet minus the fee for rBTC, within the micro caps; 0 with a debt or paused. */
  max: bigint;
  limitedBy: DepositLimitedBy;
  /** The underlying in the wallet. */
  walletBalance: bigint;
  /** rBTC the deposit's transactions may cost (gas limits × gas price): kept back for rBTC deposits. */
  fee: bigint;
  /** R10's minimum (0.0004 rBTC in the micro market, 0 elsewhere). */
  minimum: bigint;
  micro: MicroFigures | undefined;
  /** core validateDeposit of `amount` on this state. */
  validate: (amount: bigint) => ValidationResult;
  /**
   * rBTC markets: the rBTC left after depositing `amount` and the fee is worth under 2 USD (lending-engine
   * §5's warning that it can make later transactions fail). A warning, never a refusal.
   */
  leavesTooLittleRbtc: (amount: bigint) => boolean;
}

/** Gas of the deposit's transactions as the app will send them (enter markets, approve, mint), in wei. */
function depositFee(input: DepositFiguresInput, amount: bigint): bigint {
  const request = {
    action: "deposit",
    chainId: input.snapshot.chainId,
    snapshot: input.snapshot.raw,
    comptroller: input.comptroller,
    market: input.market.market,
    amount,
  } as const;
  return actionGasUnits(request, input.gasEstimates) * input.gasPrice;
}

/**
 * Everything the deposit form shows and checks, from one snapshot and @ceiba/core's rules: the Max
 * (data layer's depositLimit: core maxDeposit with the fee of the planned transactions kept back for
 * rBTC), the micro market's caps, the minimum, and validateDeposit in the spec's order (paused, T12,
 * amount, funds, R8, R9, R10, T25, the fee in rBTC for token markets).
 */
export function depositFigures(input: DepositFiguresInput): DepositFigures {
  const { snapshot, market, position } = input;
  const limit = depositLimit({
    snapshot,
    market: market.market,
    comptroller: input.comptroller,
    gasPrice: input.gasPrice,
    gasEstimates: input.gasEstimates,
  });
  const rbtc = market.kind !== "erc20";
  // The exchange rate the mint will use, for every figure below as for the Max (depositLimit).
  const { exchangeRate, accountCap } = limit;
  const micro: MicroFigures | undefined =
    accountCap !== undefined
      ? {
          deposited: (position.tokens * exchangeRate) / EXP,
          accountCap,
          accountRoom: microAccountRoom(position.tokens, exchangeRate, accountCap),
          marketCap: limit.marketCap,
        }
      : undefined;
  const nativeBalance = walletBalancesFromSnapshot(snapshot).native ?? 0n;
  const rbtcPrice = nativeCoinPrice(snapshot);

  // The limit's own validation state (so Max and the check cannot disagree), plus the token fee check.
  const validate = (amount: bigint): ValidationResult =>
    validateDeposit({
      ...limit.validation,
      amount,
      fee: rbtc ? undefined : { nativeBalance, estimatedFee: depositFee(input, amount) },
    });

  return {
    max: limit.amount,
    limitedBy: limit.limitedBy,
    walletBalance: position.walletBalance,
    fee: rbtc ? limit.feeReserve : depositFee(input, 0n),
    minimum: limit.minimum,
    micro,
    validate,
    leavesTooLittleRbtc: (amount) => {
      if (!rbtc || amount <= 0n || rbtcPrice === undefined) return false;
      const left = position.walletBalance - amount - limit.feeReserve;
      return !leavesEnoughForFees(left > 0n ? left : 0n, rbtcPrice);
    },
  };
}
