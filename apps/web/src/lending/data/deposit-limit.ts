import { maxDeposit, microMarketCap, nextBlockExchangeRate, type MaxDeposit } from "@ceiba/core";
import { planTransaction } from "@ceiba/sdk";
import type { Address } from "viem";
import { findLendingMarket, findPosition, type LendingSnapshot } from "./lending-snapshot";
import { planGasUnits, type StepGasEstimates } from "./plan-gas";

export interface DepositLimitInput {
  snapshot: LendingSnapshot;
  market: Address;
  comptroller: Address;
  /** eth_gasPrice (wei): the native coin keeps the deposit's fee in the wallet. */
  gasPrice: bigint;
  /** The micro market's admin-set caps where known (the API reads them); core's defaults otherwise. */
  micro?: { accountCap?: bigint; threshold?: bigint };
  /** The node's estimates of the deposit's steps, where it gave them (fixed limits otherwise). */
  gasEstimates?: StepGasEstimates;
}

export interface DepositLimit extends MaxDeposit {
  /** rBTC kept for the fee (the gas limits of the deposit's steps × the gas price); 0 for tokens. */
  feeReserve: bigint;
}

/**
 * The most the account can deposit in a market now (core maxDeposit): the wallet balance, minus the fee
 * of the deposit's transactions for the native coin (enterMarkets when needed, then mint, at their gas
 * limits: what the wallet must hold), within the micro market's caps; nothing with a debt there (T12) or
 * while deposits are paused or the market has no price (C6). The same rule as the API's /users/info max_allowed_to_deposit.
 */
export function depositLimit(input: DepositLimitInput): DepositLimit {
  const { snapshot } = input;
  const market = findLendingMarket(snapshot, input.market);
  const position = findPosition(snapshot, input.market);
  if (!market || !position) return { amount: 0n, limitedBy: "wallet", feeReserve: 0n };
  const common = {
    walletBalance: position.walletBalance,
    borrowBalance: position.borrowBalance,
    mintPaused: market.mintPaused,
    underlyingPrice: market.underlyingPrice,
  };
  if (market.kind === "erc20") return { ...maxDeposit({ kind: "erc20", ...common }), feeReserve: 0n };
  const plan = planTransaction({
    action: "deposit",
    chainId: snapshot.chainId,
    snapshot: snapshot.raw,
    comptroller: input.comptroller,
    market: market.market,
    amount: 1n,
  });
  const feeReserve = planGasUnits(plan, input.gasEstimates) * input.gasPrice;
  if (market.kind === "native") {
    return { ...maxDeposit({ kind: "native", ...common, estimatedFee: feeReserve }), feeReserve };
  }
  const marketCap = microMarketCap({ micro: market, markets: snapshot.raw.markets, threshold: input.micro?.threshold });
  const limit = maxDeposit({
    kind: "micro",
    ...common,
    estimatedFee: feeReserve,
    tokens: position.tokens,
    // The rate the mint will use (the validation's too): the stored one would leave a wei more of room.
    exchangeRate: nextBlockExchangeRate(market, snapshot.blockNumber),
    accountCap: input.micro?.accountCap,
    marketCap,
  });
  return { ...limit, feeReserve };
}
