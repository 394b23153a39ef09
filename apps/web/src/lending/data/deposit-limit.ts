import { depositLimit as protocolDepositLimit, type DepositLimit, type StepGasEstimates } from "@ceiba/sdk";
import type { Address } from "viem";
import { findLendingMarket, type LendingSnapshot } from "./lending-snapshot";

export type { DepositLimit };

export interface DepositLimitInput {
  snapshot: LendingSnapshot;
  market: Address;
  comptroller: Address;
  /** eth_gasPrice (wei): the native coin keeps the deposit's fee in the wallet. */
  gasPrice: bigint;
  /** The node's estimates of the deposit's steps, where it gave them (fixed limits otherwise). */
  gasEstimates?: StepGasEstimates;
}

/**
 * The most the account can deposit in a market now: @ceiba/sdk's depositLimit (the API's
 * max_allowed_to_deposit is the same call) on the page's snapshot, with the market's kind as the page
 * knows it.
 */
export function depositLimit(input: DepositLimitInput): DepositLimit {
  const { snapshot } = input;
  const market = findLendingMarket(snapshot, input.market);
  return protocolDepositLimit({
    snapshot: snapshot.raw,
    chainId: snapshot.chainId,
    comptroller: input.comptroller,
    market: input.market,
    kind: market?.kind ?? "erc20",
    gasPrice: input.gasPrice,
    gasEstimates: input.gasEstimates,
  });
}
