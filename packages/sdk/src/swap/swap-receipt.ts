/**
 * What a swap moved, read from its receipt: the token sold that left the account (ERC-20 Transfer from it)
 * and the token bought that reached it (Transfer to it). rBTC moves without a log (a value in, an unwrap out):
 * for a native side the quote's amount stands (exact: what was asked; the other side: the quoted amount).
 */
import { isNativeToken } from "@ceiba/core";
import { erc20Abi, parseEventLogs, type Address, type Log } from "viem";
import type { SwapQuote } from "./quote-types";

export interface SwapAmounts {
  in: bigint;
  out: bigint;
  /** Each side was read from the receipt (false: the quote's amount). */
  fromReceipt: { in: boolean; out: boolean };
}

function transferred(
  logs: readonly Log[],
  token: string,
  account: Address,
  direction: "from" | "to",
): bigint | undefined {
  if (isNativeToken(token)) return undefined;
  const transfers = parseEventLogs({ abi: erc20Abi, eventName: "Transfer", logs: [...logs], strict: false }).filter(
    (log) =>
      log.address.toLowerCase() === token.toLowerCase() && log.args[direction]?.toLowerCase() === account.toLowerCase(),
  );
  if (transfers.length === 0) return undefined;
  return transfers.reduce((sum, log) => sum + (log.args.value ?? 0n), 0n);
}

export function swapAmountsFromReceipt(
  receipt: { logs: readonly Log[] },
  quote: Pick<SwapQuote, "inToken" | "outToken" | "inTokenAmount" | "outTokenAmount">,
  account: Address,
): SwapAmounts {
  const sold = transferred(receipt.logs, quote.inToken.address, account, "from");
  const bought = transferred(receipt.logs, quote.outToken.address, account, "to");
  return {
    in: sold ?? BigInt(quote.inTokenAmount),
    out: bought ?? BigInt(quote.outTokenAmount),
    fromReceipt: { in: sold !== undefined, out: bought !== undefined },
  };
}
