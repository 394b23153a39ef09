import { describe, expect, it } from "vitest";
import { encodeAbiParameters, encodeEventTopics, erc20Abi, pad, type Address, type Log } from "viem";
import { swapAmountsFromReceipt } from "./swap-receipt";
import { ACCOUNT, DOC, E18, RBTC, ROUTER, nativeQuote, quote } from "./test-quote";

const POOL: Address = "0x00000000000000000000000000000000000000f1";

function transfer(token: Address, from: Address, to: Address, value: bigint): Log {
  return {
    address: token,
    topics: encodeEventTopics({ abi: erc20Abi, eventName: "Transfer", args: { from, to } }) as Log["topics"],
    data: encodeAbiParameters([{ type: "uint256" }], [value]),
    blockHash: pad("0x1"),
    blockNumber: 1n,
    logIndex: 0,
    transactionHash: pad("0x2"),
    transactionIndex: 0,
    removed: false,
  };
}

describe("swapAmountsFromReceipt", () => {
  it("reads the token sold leaving the account; rBTC bought keeps the quote's amount", () => {
    const logs = [transfer(DOC, ACCOUNT, POOL, 99n * E18), transfer(DOC, POOL, ROUTER, 5n)];
    expect(swapAmountsFromReceipt({ logs }, quote(), ACCOUNT)).toEqual({
      in: 99n * E18,
      out: 1_000_000_000_000_000n,
      fromReceipt: { in: true, out: false },
    });
  });

  it("reads the token bought reaching the account; rBTC sold keeps the quote's amount", () => {
    const logs = [transfer(DOC, POOL, ACCOUNT, 96n * E18), transfer(DOC, POOL, ROUTER, 1n)];
    expect(swapAmountsFromReceipt({ logs }, nativeQuote(), ACCOUNT)).toMatchObject({
      in: E18 / 1000n,
      out: 96n * E18,
      fromReceipt: { in: false, out: true },
    });
    expect(RBTC.startsWith("0xeeee")).toBe(true);
  });
});
