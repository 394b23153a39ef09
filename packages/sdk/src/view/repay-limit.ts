import { isSameMarket, type RepayValidationInput } from "@ceiba/core";
import { zeroAddress, type Address } from "viem";
import type { ProtocolSnapshot } from "../reads/snapshot";
import { PlanRefusedError } from "../tx/plan";
import { actionGasUnits, type StepGasEstimates } from "../tx/plan-gas";

export interface RepayLimitInput {
  snapshot: ProtocolSnapshot;
  chainId: number;
  comptroller: Address;
  market: Address;
  /** eth_gasPrice (wei); without it the fee is not checked yet. */
  gasPrice: bigint | undefined;
  /** The node's estimates of the repayment's steps, where it gave them (the plan's fixed limits otherwise). */
  gasEstimates?: StepGasEstimates;
}

export interface RepayLimit {
  /** The borrow balance (borrowBalanceStored at the snapshot's block): what Max repays, as the full-repay marker. */
  debt: bigint;
  /** The underlying in the wallet (rBTC for the native markets). */
  walletBalance: bigint;
  native: boolean;
  /** rBTC the repay's planned transactions cost (an approval first when the allowance is short). */
  fee: bigint | undefined;
  /** A full repay the wallet cannot cover (the spec's total-repay error). */
  fullRepayNotCovered: boolean;
  /** The state core validateRepay checks an amount against. */
  validation: Omit<RepayValidationInput, "amount">;
}

/**
 * What the account can repay in a market (lending-engine §4 "Special amounts", §5 "Borrow and repay"): the
 * whole debt at most (T17), and a full repay only when the wallet covers it — for rBTC after the repay's own
 * fee, which the plan keeps in the wallet. The fee is the plan's (actionGasUnits), so the form shows and
 * checks what will be sent.
 */
export function repayLimit(input: RepayLimitInput): RepayLimit {
  const { snapshot } = input;
  const market = snapshot.markets.find((m) => isSameMarket(m.market, input.market));
  const position = snapshot.account.positions.find((p) => isSameMarket(p.market, input.market));
  const native = market?.underlying === zeroAddress;
  const debt = position?.borrowBalance ?? 0n;
  const walletBalance = position?.walletBalance ?? 0n;
  // Nothing owed, nothing to plan (validateRepay answers noDebt first).
  const fee =
    input.gasPrice === undefined || !market || debt === 0n ? undefined : repayGasUnits(input, debt) * input.gasPrice;
  const nativeBalance =
    snapshot.account.positions.find((p) =>
      snapshot.markets.some((m) => isSameMarket(m.market, p.market) && m.underlying === zeroAddress),
    )?.walletBalance ?? 0n;
  const spendable = native ? walletBalance - (fee ?? 0n) : walletBalance;
  return {
    debt,
    walletBalance,
    native,
    fee,
    fullRepayNotCovered: debt > 0n && spendable < debt,
    validation: {
      borrowBalance: debt,
      walletBalance,
      native,
      estimatedFee: native ? fee : undefined,
      fee: native || fee === undefined ? undefined : { nativeBalance, estimatedFee: fee },
    },
  };
}

/**
 * The gas of repaying the whole debt as planned (the approval it needs included); where the plan refuses a
 * full repay (the wallet cannot cover it), the gas of a partial one, which needs the same transactions.
 */
function repayGasUnits(input: RepayLimitInput, debt: bigint): bigint {
  const request = { ...input, action: "repay", amount: debt } as const;
  try {
    return actionGasUnits(request, input.gasEstimates);
  } catch (error) {
    if (!(error instanceof PlanRefusedError)) throw error;
    return actionGasUnits({ ...request, amount: 1n }, input.gasEstimates);
  }
}
