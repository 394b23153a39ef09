import { withRetry, type SwapQuote } from "@ceiba/sdk";
import { ApiError, type RecordSwapBody } from "@ceiba/sdk/api";
import type { Address, Hash } from "viem";
import type { TokenAmount } from "../../shell/ui-store";

/** The swap history's id of an aggregator swap: one record per transaction. */
export const aggregatorSwapId = (hash: Hash): string => `aggregator-${hash.slice(2).toLowerCase()}`;

/**
 * POST /swaps's body for a confirmed aggregator swap (lending-engine §3 "Swap history"): the server checks it
 * against the transaction's receipt (sender, status) before it records it. Tokens by the quote's addresses
 * (native RBTC: core's NATIVE_TOKEN_ADDRESS), amounts as the receipt moved them.
 */
export function recordSwapBody(input: {
  hash: Hash;
  account: Address;
  quote: Pick<SwapQuote, "inToken" | "outToken">;
  sold: TokenAmount;
  bought: TokenAmount;
}): RecordSwapBody {
  return {
    id: aggregatorSwapId(input.hash),
    provider: "aggregator",
    address: input.account.toLowerCase(),
    fromToken: { id: input.quote.inToken.address.toLowerCase(), symbol: input.sold.symbol },
    toToken: { id: input.quote.outToken.address.toLowerCase(), symbol: input.bought.symbol },
    fromAmount: input.sold.value.toString(),
    toAmount: input.bought.value.toString(),
    txHash: input.hash,
  };
}

/**
 * Records a swap, retried (core's retry policy) while the API's node has not seen the receipt yet (409,
 * 404) or cannot be reached; any other refusal is final.
 */
export function recordSwap(
  post: (body: RecordSwapBody) => Promise<unknown>,
  body: RecordSwapBody,
  options: { sleep?: (ms: number) => Promise<void> } = {},
): Promise<unknown> {
  return withRetry(() => post(body), {
    sleep: options.sleep,
    shouldRetry: (error) =>
      error instanceof ApiError && (error.status === undefined || error.status === 409 || error.status === 404),
  });
}
