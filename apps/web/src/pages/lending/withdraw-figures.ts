import { gasLimitFor, lendableCash, validateWithdraw, type MaxWithdrawable, type ValidationResult } from "@ceiba/core";
import { withdrawLimit, type Position } from "@ceiba/sdk";
import type { LendingMarket, LendingSnapshot } from "../../lending/data/lending-snapshot";
import { walletBalancesFromSnapshot } from "../../lending/data/wallet-balances";
import type { StepGasEstimates } from "@ceiba/sdk";

export interface WithdrawFiguresInput {
  snapshot: LendingSnapshot;
  market: LendingMarket;
  position: Position;
  /** eth_gasPrice (wei); undefined leaves the fee unchecked. */
  gasPrice: bigint | undefined;
  /** The node's estimate of the withdrawal, where it gave one (the fixed limit otherwise). */
  gasEstimates?: StepGasEstimates;
}

export interface WithdrawFigures {
  /** The deposit as the redeem finds it: tokens × the exchange rate accrued to the next block. */
  deposited: bigint;
  /** core maxWithdrawable: within the deposit, what backs no debt and the market's lendable cash. */
  max: MaxWithdrawable;
  /** What the market can pay out: its cash less its reserves (core lendableCash). */
  cash: bigint;
  /** rBTC the redeem may cost (its gas limit × the gas price); undefined without a gas price. */
  fee: bigint | undefined;
  /** core validateWithdraw of `amount` on this state. */
  validate: (amount: bigint) => ValidationResult;
}

/**
 * The withdraw form's figures from one snapshot and @ceiba/core: the deposit, the maximum withdrawable
 * (the special amount "max": redeem of every token when nothing holds them back) and validateWithdraw in
 * the spec's order (no deposits, amount, above the deposit, backs a debt, above the cash, the fee).
 */
export function withdrawFigures(input: WithdrawFiguresInput): WithdrawFigures {
  const { snapshot, market, gasPrice } = input;
  // The redeem accrues its market first: the sdk's withdrawLimit (the API's max_allowed_to_withdraw too).
  const { account, deposited, max, cash, totalReserves } = withdrawLimit(snapshot.raw, market.market);
  const accrued = { cash, totalReserves };
  const redeemGas = input.gasEstimates?.action ?? gasLimitFor("redeem", snapshot.chainId);
  const fee = gasPrice === undefined ? undefined : redeemGas * gasPrice;
  const nativeBalance = walletBalancesFromSnapshot(snapshot).native ?? 0n;
  return {
    deposited,
    max,
    cash: lendableCash(accrued),
    fee,
    validate: (amount) =>
      validateWithdraw({
        amount,
        account,
        market: market.market,
        ...accrued,
        fee: fee === undefined ? undefined : { nativeBalance, estimatedFee: fee },
      }),
  };
}
