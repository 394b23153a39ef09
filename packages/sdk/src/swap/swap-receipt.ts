/**
 * What a swap moved, read from its mined transaction, one reading for the app's success text and the server's
 * swap history: a token sold is what left the account (ERC-20 Transfers from it), a token bought what reached
 * it (Transfers to it). rBTC moves without a Transfer: rBTC bought is what the wrapped RBTC contract unwrapped
 * for the trade (its Withdrawal events: the routers unwrap and forward), rBTC sold is the transaction's value
 * less what was unwrapped back (an exact-out refund).
 */
import { isNativeToken } from "@ceiba/core";
import { erc20Abi, parseAbi, parseEventLogs, type Address, type Log } from "viem";
import type { SwapQuote } from "./quote-types";

const wrappedNativeAbi = parseAbi(["event Withdrawal(address indexed src, uint256 wad)"]);

export interface SwapTransaction {
  logs: readonly Log[];
  /** The rBTC the transaction sent (wei). */
  value: bigint;
}

export interface SwapSides {
  /** Token addresses; rBTC as core's NATIVE_TOKEN_ADDRESS. */
  inToken: string;
  outToken: string;
  account: Address;
  /** The chain's wrapped RBTC (the Uniswap record's wrappedNative); without it rBTC moves cannot be read. */
  wrappedNative: Address | null;
}

/** Each side's amount as the transaction moved it; undefined where nothing in it shows that side. */
export interface SwapMovements {
  in: bigint | undefined;
  out: bigint | undefined;
}

const sum = (values: readonly bigint[]) => (values.length === 0 ? undefined : values.reduce((a, b) => a + b, 0n));

function transferred(logs: readonly Log[], token: string, account: Address, direction: "from" | "to") {
  const transfers = parseEventLogs({ abi: erc20Abi, eventName: "Transfer", logs: [...logs], strict: false }).filter(
    (log) =>
      log.address.toLowerCase() === token.toLowerCase() && log.args[direction]?.toLowerCase() === account.toLowerCase(),
  );
  return sum(transfers.map((log) => log.args.value ?? 0n));
}

function unwrapped(logs: readonly Log[], wrappedNative: Address | null) {
  if (!wrappedNative) return undefined;
  const withdrawals = parseEventLogs({ abi: wrappedNativeAbi, eventName: "Withdrawal", logs: [...logs] }).filter(
    (log) => log.address.toLowerCase() === wrappedNative.toLowerCase(),
  );
  return sum(withdrawals.map((log) => log.args.wad));
}

/** What the swap transaction moved for `sides.account`, side by side. */
export function swapMovements(tx: SwapTransaction, sides: SwapSides): SwapMovements {
  const back = unwrapped(tx.logs, sides.wrappedNative);
  const sold = isNativeToken(sides.inToken)
    ? tx.value > 0n
      ? tx.value - (back ?? 0n)
      : undefined
    : transferred(tx.logs, sides.inToken, sides.account, "from");
  const bought = isNativeToken(sides.outToken) ? back : transferred(tx.logs, sides.outToken, sides.account, "to");
  return { in: sold, out: bought };
}

export interface SwapAmounts {
  in: bigint;
  out: bigint;
  /** Each side was read from the transaction (false: the quote's amount). */
  fromReceipt: { in: boolean; out: boolean };
}

/** The app's figures after a swap: the transaction's movements, the quote's amounts where it shows none. */
export function swapAmountsFromReceipt(
  tx: SwapTransaction,
  quote: Pick<SwapQuote, "inToken" | "outToken" | "inTokenAmount" | "outTokenAmount">,
  account: Address,
  wrappedNative: Address | null,
): SwapAmounts {
  const moved = swapMovements(tx, {
    inToken: quote.inToken.address,
    outToken: quote.outToken.address,
    account,
    wrappedNative,
  });
  return {
    in: moved.in ?? BigInt(quote.inTokenAmount),
    out: moved.out ?? BigInt(quote.outTokenAmount),
    fromReceipt: { in: moved.in !== undefined, out: moved.out !== undefined },
  };
}
