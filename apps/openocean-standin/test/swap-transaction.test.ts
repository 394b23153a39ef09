import { decodeFunctionData } from "viem";
import { describe, expect, it } from "vitest";
import { swapRouterAbi } from "@ceiba/sdk";
import { swapTransaction, type SwapTransactionInput } from "../src/swap-transaction";

const ROUTER = "0x1000000000000000000000000000000000000001";
const ACCOUNT = "0x2000000000000000000000000000000000000002";
const base: SwapTransactionInput = {
  router: ROUTER,
  path: "0xabcdef",
  account: ACCOUNT,
  amountIn: 100n,
  minOut: 99n,
  deadline: 1_800_000_000n,
  nativeIn: false,
  nativeOut: false,
};
const params = { path: "0xabcdef", deadline: 1_800_000_000n, amountIn: 100n, amountOutMinimum: 99n };

describe("swapTransaction", () => {
  it("token to token: exactInput to the account, no value", () => {
    const tx = swapTransaction(base);
    expect(tx.to).toBe(ROUTER);
    expect(tx.value).toBe(0n);
    expect(decodeFunctionData({ abi: swapRouterAbi, data: tx.data })).toEqual({
      functionName: "exactInput",
      args: [{ ...params, recipient: ACCOUNT }],
    });
  });

  it("RBTC in: the amount in is the transaction's value", () => {
    const tx = swapTransaction({ ...base, nativeIn: true });
    expect(tx.value).toBe(100n);
    expect(decodeFunctionData({ abi: swapRouterAbi, data: tx.data }).functionName).toBe("exactInput");
  });

  it("RBTC out: the router receives the wrapped coin and unwraps at least the minimum to the account", () => {
    const tx = swapTransaction({ ...base, nativeOut: true });
    const call = decodeFunctionData({ abi: swapRouterAbi, data: tx.data });
    expect(call.functionName).toBe("multicall");
    const [calls] = call.args as readonly [readonly `0x${string}`[]];
    expect(calls.map((data) => decodeFunctionData({ abi: swapRouterAbi, data }))).toEqual([
      { functionName: "exactInput", args: [{ ...params, recipient: ROUTER }] },
      { functionName: "unwrapWETH9", args: [99n, ACCOUNT] },
    ]);
  });
});
