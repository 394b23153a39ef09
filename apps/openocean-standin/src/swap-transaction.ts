/**
 * The transaction the stand-in answers: a real swap on the local SwapRouter (v3 periphery), which stands for
 * OpenOcean's exchange contract. The user approves the router (a token in) and sends this directly; RBTC in is
 * the transaction's value (the router wraps it), RBTC out is unwrapped to the user in the same call.
 */
import { encodeFunctionData, type Hex } from "viem";
import type { HexAddress } from "@ceiba/core";
import { swapRouterAbi } from "@ceiba/sdk";

export interface SwapTransactionInput {
  router: HexAddress;
  /** The packed path over the pools (RBTC as the wrapped coin). */
  path: Hex;
  account: HexAddress;
  amountIn: bigint;
  minOut: bigint;
  /** Unix seconds. */
  deadline: bigint;
  nativeIn: boolean;
  nativeOut: boolean;
}

export function swapTransaction(input: SwapTransactionInput): { to: HexAddress; data: Hex; value: bigint } {
  const { router, path, account, amountIn, minOut, deadline, nativeIn, nativeOut } = input;
  // RBTC out: the router receives the wrapped coin and unwraps at least minOut of it to the account.
  const recipient = nativeOut ? router : account;
  const swap = encodeFunctionData({
    abi: swapRouterAbi,
    functionName: "exactInput",
    args: [{ path, recipient, deadline, amountIn, amountOutMinimum: minOut }],
  });
  const data = nativeOut
    ? encodeFunctionData({
        abi: swapRouterAbi,
        functionName: "multicall",
        args: [
          [swap, encodeFunctionData({ abi: swapRouterAbi, functionName: "unwrapWETH9", args: [minOut, account] })],
        ],
      })
    : swap;
  return { to: router, data, value: nativeIn ? amountIn : 0n };
}
