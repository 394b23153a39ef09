import { SWAP_SLIPPAGE, type QuoteRequestBody } from "@ceiba/core";
import type { Address } from "viem";

/** What the swap screen asks a quote for. Tokens by their quote address (native RBTC: NATIVE_TOKEN_ADDRESS). */
export interface SwapQuoteInput {
  chainId: number;
  /** The connected wallet; none quotes without a trade to sign. */
  account?: Address;
  inToken: Address;
  outToken: Address;
  /** true: `amount` is what is sold; false: what is bought. */
  isExactIn: boolean;
  /** The exact side's amount, in its token's smallest unit. */
  amount: bigint;
  /** 1e18 mantissa; default the spec's 1 %. */
  slippage?: bigint;
}

/** The quote request body of lending-engine §3 (amounts and slippage as decimal strings on the wire). */
export function quoteRequestBody(input: SwapQuoteInput): QuoteRequestBody {
  const amount = input.amount.toString();
  return {
    chain: input.chainId,
    account: input.account?.toLowerCase() ?? null,
    inTokenAddress: input.inToken.toLowerCase(),
    outTokenAddress: input.outToken.toLowerCase(),
    isExactIn: input.isExactIn,
    slippage: (input.slippage ?? SWAP_SLIPPAGE).toString(),
    ...(input.isExactIn ? { inTokenAmount: amount } : { outTokenAmount: amount }),
  };
}
