import {
  isSameMarket,
  maxDeposit,
  microMarketCap,
  microCaps,
  minimumDeposit,
  nextBlockExchangeRate,
  validateDeposit,
  type DepositValidationInput,
  type MarketCap,
  type MarketKind,
  type MaxDeposit,
  type ValidationFailure,
} from "@ceiba/core";
import type { Address } from "viem";
import type { ProtocolSnapshot } from "../reads/snapshot";
import { actionGasUnits, type StepGasEstimates } from "../tx/plan-gas";

export interface DepositLimitInput {
  snapshot: ProtocolSnapshot;
  chainId: number;
  comptroller: Address;
  market: Address;
  kind: MarketKind;
  /** eth_gasPrice (wei): the native coin keeps the deposit's fee in the wallet. */
  gasPrice: bigint;
  /** The node's estimates of the deposit's steps, where it gave them (the plan's fixed limits otherwise). */
  gasEstimates?: StepGasEstimates;
}

export interface DepositLimit extends MaxDeposit {
  /** rBTC kept for the fee (the deposit's planned gas × the gas price); 0 for tokens. */
  feeReserve: bigint;
  /** R10's minimum (0.0004 rBTC in the micro market, 0 elsewhere). */
  minimum: bigint;
  /** The rate the mint will use (the next block's): every figure here and the validation use it. */
  exchangeRate: bigint;
  /** The micro market's cap (R9); undefined elsewhere or without a price. */
  marketCap: MarketCap | undefined;
  /** The micro market's per-account cap (R8, the chain's); undefined elsewhere. */
  accountCap: bigint | undefined;
  /** Why one wei more is refused (core's validation failure), or null. */
  refusal: ValidationFailure | null;
  /** The state core validateDeposit checks an amount against (the form adds the token fee check). */
  validation: Omit<DepositValidationInput, "amount">;
}

/**
 * The most the account can deposit in a market now, one computation for the form's Max, every limit the
 * deposit page shows, the API's max_allowed_to_deposit and the borrow flow: core maxDeposit (the wallet,
 * minus the fee of the planned transactions for the native coin, within the micro market's caps; nothing
 * with a debt there, T12, or while deposits are paused, C2, or unpriced, C6), at the mint's exchange rate,
 * and then core validateDeposit of that amount: when the maximum itself is refused (R10, T25) nothing can
 * be deposited, and `refusal` names the rule.
 */
export function depositLimit(input: DepositLimitInput): DepositLimit {
  const { snapshot, kind } = input;
  const market = snapshot.markets.find((m) => isSameMarket(m.market, input.market));
  const position = snapshot.account.positions.find((p) => isSameMarket(p.market, input.market));
  const exchangeRate = market ? nextBlockExchangeRate(market, snapshot.blockNumber) : 0n;
  const common = {
    walletBalance: position?.walletBalance ?? 0n,
    borrowBalance: position?.borrowBalance ?? 0n,
    mintPaused: market?.mintPaused ?? true,
    underlyingPrice: market?.underlyingPrice ?? 0n,
  };
  const feeReserve =
    kind === "erc20" || !market
      ? 0n
      : actionGasUnits(
          {
            action: "deposit",
            chainId: input.chainId,
            snapshot,
            comptroller: input.comptroller,
            market: market.market,
            amount: 1n,
          },
          input.gasEstimates,
        ) * input.gasPrice;
  // The caps the chain holds (read with the market), so that the API and the form check what the mint will.
  const caps = kind === "micro" && market ? microCaps(market) : undefined;
  const marketCap =
    caps && market
      ? microMarketCap({ micro: market, markets: snapshot.markets, threshold: caps.threshold })
      : undefined;
  const tokens = position?.tokens ?? 0n;
  const limit =
    kind === "erc20"
      ? maxDeposit({ kind, ...common })
      : kind === "native"
        ? maxDeposit({ kind, ...common, estimatedFee: feeReserve })
        : maxDeposit({
            kind,
            ...common,
            estimatedFee: feeReserve,
            tokens,
            exchangeRate,
            accountCap: caps?.accountCap,
            marketCap,
          });
  const validation: Omit<DepositValidationInput, "amount"> = {
    kind,
    ...common,
    exchangeRate,
    estimatedFee: kind === "erc20" ? undefined : feeReserve,
    micro: kind === "micro" ? { tokens, accountCap: caps?.accountCap, marketCap } : undefined,
  };
  const atMax = limit.amount > 0n ? validateDeposit({ ...validation, amount: limit.amount }) : undefined;
  const amount = atMax?.ok ? limit.amount : 0n;
  // Why not more: the rule one wei more breaks; when the maximum itself is refused (R10, T25), that rule.
  const refused =
    amount > 0n
      ? validateDeposit({ ...validation, amount: amount + 1n })
      : (atMax ?? validateDeposit({ ...validation, amount: 1n }));
  return {
    amount,
    limitedBy: limit.limitedBy,
    feeReserve,
    minimum: minimumDeposit(kind),
    exchangeRate,
    marketCap,
    accountCap: caps?.accountCap,
    refusal: refused.ok ? null : refused,
    validation,
  };
}
