import { gasLimitFor, isSendableAddress, validateSend, validationErrorId } from "@ceiba/core";
import { planRefusalErrorId, planSend, planTransaction, PlanRefusedError, type TransactionPlan } from "@ceiba/sdk";
import type { Address } from "viem";
import { depositLimit } from "../data/deposit-limit";
import { findLendingMarket, type LendingSnapshot } from "../data/lending-snapshot";
import { isNativeToken, walletBalancesFromSnapshot } from "../data/wallet-balances";
import { RequestRefusedError } from "./request-refused-error";
import type { SendTransactionRequest, TransactionRequest } from "./transaction-request";

export interface PlanContext {
  /** A snapshot read for the account just now (markets, positions, allowances, wallet). */
  snapshot: LendingSnapshot;
  comptroller: Address;
  /** eth_gasPrice (wei): sizes the fee kept back by "max" rBTC amounts. */
  gasPrice: bigint;
  /** Tokens that need approve(0) before a new allowance (USDT style). */
  approvalResetTokens?: readonly Address[];
}

/** The asset an amount is in, for the texts ("0,5 RBTC"). */
export interface AssetUnit {
  symbol: string;
  decimals: number;
}

export interface PlannedTransaction {
  plan: TransactionPlan;
  /** What the action moves, resolved ("max" replaced; for a full repay, the debt it settles). */
  amount: bigint;
  asset: AssetUnit;
}

/**
 * A request as a plan of transactions (@ceiba/sdk planTransaction / planSend), with the spec's special
 * amounts ("max" is its -1; lending-engine §4):
 *   deposit   the most that can be deposited (core maxDeposit: rBTC keeps the fee; micro market caps)
 *   withdraw  the maximum withdrawable (redeem of every token when nothing holds them back)
 *   borrow    85 % of the liquidity in the market's price, minus 1, within cash and caps (core maxBorrow)
 *   repay     the whole borrow balance, sent as the full-repay marker (also when the amount equals the
 *             balance); a full repay the wallet cannot cover is the total-repay error
 *   send      the whole balance (rBTC: minus the transfer's fee)
 * Throws RequestRefusedError with the catalogue id when there is nothing to plan.
 */
export function planRequest(request: TransactionRequest, context: PlanContext): PlannedTransaction {
  if (request.action === "send") return planSendRequest(request, context);
  const { snapshot } = context;
  const market = findLendingMarket(snapshot, request.market);
  if (!market) throw new RequestRefusedError(planRefusalErrorId("unknownMarket"));
  let amount = request.amount;
  if (request.action === "deposit" && amount === "max") {
    amount = depositLimit({
      snapshot,
      market: market.market,
      comptroller: context.comptroller,
      gasPrice: context.gasPrice,
    }).amount;
    if (amount === 0n) throw new RequestRefusedError(planRefusalErrorId("invalidAmount"));
  }
  try {
    const plan = planTransaction({
      action: request.action,
      chainId: snapshot.chainId,
      snapshot: snapshot.raw,
      comptroller: context.comptroller,
      market: market.market,
      amount,
      estimatedFee: market.native ? gasLimitFor("repay", snapshot.chainId) * context.gasPrice : undefined,
      approvalResetTokens: context.approvalResetTokens,
    });
    return {
      plan,
      amount: plan.amount,
      asset: { symbol: market.underlyingSymbol, decimals: market.underlyingDecimals },
    };
  } catch (error) {
    if (error instanceof PlanRefusedError) {
      throw new RequestRefusedError(planRefusalErrorId(error.reason), error.reason === "fullRepayNotCovered");
    }
    throw error;
  }
}

function planSendRequest(request: SendTransactionRequest, context: PlanContext): PlannedTransaction {
  const { snapshot } = context;
  if (!isSendableAddress(request.to)) throw new RequestRefusedError("validation.invalidAddress");
  // Accepted by core's rules, which include Rootstock's EIP-1191 checksums; viem takes a mixed-case address
  // only as EIP-55 and throws on those, so the plan gets the same address lowercased.
  const to = request.to.toLowerCase() as Address;
  const native = isNativeToken(request.token);
  const balances = walletBalancesFromSnapshot(snapshot);
  const asset = native
    ? balances.assets.find((a) => a.token === undefined)
    : balances.assets.find((a) => a.token?.toLowerCase() === request.token?.toLowerCase());
  if (!asset) throw new RequestRefusedError(planRefusalErrorId("unknownMarket"));
  const fee = gasLimitFor("transfer", snapshot.chainId) * context.gasPrice;
  const nativeBalance = balances.native ?? 0n;
  const amount = request.amount === "max" ? (native ? asset.balance - fee : asset.balance) : request.amount;
  const check = validateSend({
    amount,
    to,
    balance: asset.balance,
    native,
    estimatedFee: native ? fee : undefined,
    fee: native ? undefined : { nativeBalance, estimatedFee: fee },
  });
  if (!check.ok) throw new RequestRefusedError(validationErrorId(check));
  const plan = planSend({
    chainId: snapshot.chainId,
    to,
    amount,
    token: native ? undefined : asset.token,
  });
  return { plan, amount, asset: { symbol: asset.symbol, decimals: asset.decimals } };
}
