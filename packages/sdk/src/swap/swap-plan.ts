/**
 * The steps of a swap through the aggregator (lending-engine §4 "Swap via aggregator"): an approval only for
 * a token sold whose allowance is short (native RBTC never), the permit signature when the quote asks for
 * one, then the trade. Pure: the allowance is read by the caller.
 */
import { isNativeToken } from "@ceiba/core";
import { maxUint256, type Address } from "viem";
import { PROGRESS } from "../tx/plan";
import type { SwapQuote } from "./quote-types";

/** approve: an ERC-20 approval; sign: the permit's typed data (no transaction); action: the trade. */
export type SwapStepKind = "approve" | "sign" | "action";

export interface SwapApproval {
  token: Address;
  spender: Address;
  amount: bigint;
}

/** Why a swap cannot be planned: a catalogue id of core's swap errors. */
export class SwapRefusedError extends Error {
  constructor(
    readonly errorId: "swap.invalidApproveParams" | "swap.allowanceCheckFailed" | "swap.priceMoved",
    detail?: string,
  ) {
    super(detail ? `${errorId}: ${detail}` : errorId);
    this.name = "SwapRefusedError";
  }
}

type QuoteFields = Pick<
  SwapQuote,
  "provider" | "isExactIn" | "inToken" | "inTokenAmount" | "approvalTarget" | "signingRequest" | "market"
>;

export const sellsNative = (quote: Pick<SwapQuote, "inToken">): boolean => isNativeToken(quote.inToken.address);

/** The most the trade may take of the token sold: the amount in (exact in), the maximum sold (exact out). */
export function amountToSpend(quote: Pick<QuoteFields, "isExactIn" | "inTokenAmount" | "market">): bigint {
  return BigInt(quote.isExactIn ? quote.inTokenAmount : quote.market.maximumSold);
}

/**
 * The approval a token sold needs, whatever the allowance: to Permit2 the maximum value (the spec's "for the
 * permit contract the approval is a maximum value": each trade is then limited by its own signed permit); to
 * another provider's spender exactly what the trade may take. Undefined for native RBTC; a token quote
 * without an approval target cannot be approved ('Invalid parameters for approve').
 */
export function swapApproval(quote: QuoteFields): SwapApproval | undefined {
  if (sellsNative(quote)) return undefined;
  if (!quote.approvalTarget) throw new SwapRefusedError("swap.invalidApproveParams", "the quote names no spender");
  return {
    token: quote.inToken.address as Address,
    spender: quote.approvalTarget as Address,
    amount: quote.provider === "uniswap" ? maxUint256 : amountToSpend(quote),
  };
}

/** The token sold needs an approval: not native, and the allowance is below what the trade may take. */
export function needsApproval(quote: QuoteFields, allowance: bigint | undefined): boolean {
  return !sellsNative(quote) && (allowance ?? 0n) < amountToSpend(quote);
}

/** The swap's steps in order, as the dialog counts them ("step x of y"). */
export function swapStepKinds(quote: QuoteFields, allowance: bigint | undefined): SwapStepKind[] {
  return [
    ...(needsApproval(quote, allowance) ? (["approve"] as const) : []),
    ...(quote.signingRequest ? (["sign"] as const) : []),
    "action",
  ];
}

/**
 * The progress once a step is done, as the lending plans count it: 30 after a first step another preliminary
 * step follows, 50 after the last preliminary one, 100 after the trade (80 is reported when it is sent).
 */
export function swapProgressAfter(kinds: readonly SwapStepKind[], index: number): number {
  const kind = kinds[index];
  if (kind === "action") return PROGRESS.confirmed;
  return kinds[index + 1] === "action" ? PROGRESS.prepared : PROGRESS.enteredBeforeApproval;
}
