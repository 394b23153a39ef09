import { describe, expect, it } from "vitest";
import { encodeAbiParameters, encodeEventTopics, erc20Abi, pad, parseAbi, type Address, type Log } from "viem";
import { swapAmountsFromReceipt, swapMovements } from "./swap-receipt";
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

const WRBTC: Address = "0x00000000000000000000000000000000000000b2";
const withdrawalAbi = parseAbi(["event Withdrawal(address indexed src, uint256 wad)"]);

function withdrawal(token: Address, src: Address, wad: bigint): Log {
  return {
    ...transfer(token, src, src, wad),
    topics: encodeEventTopics({ abi: withdrawalAbi, eventName: "Withdrawal", args: { src } }) as Log["topics"],
  };
}

describe("swapAmountsFromReceipt", () => {
  it("reads the token sold leaving the account and the rBTC bought unwrapped for it", () => {
    const logs = [
      transfer(DOC, ACCOUNT, POOL, 99n * E18),
      transfer(DOC, POOL, ROUTER, 5n),
      withdrawal(WRBTC, ROUTER, 987n * 10n ** 12n),
    ];
    expect(swapAmountsFromReceipt({ logs, value: 0n }, quote(), ACCOUNT, WRBTC)).toEqual({
      in: 99n * E18,
      out: 987n * 10n ** 12n,
      fromReceipt: { in: true, out: true },
    });
  });

  it("reads the token bought reaching the account and the rBTC sold: the value less what was unwrapped back", () => {
    const logs = [
      transfer(DOC, POOL, ACCOUNT, 96n * E18),
      transfer(DOC, POOL, ROUTER, 1n),
      withdrawal(WRBTC, ROUTER, 3n),
    ];
    expect(swapAmountsFromReceipt({ logs, value: E18 / 1000n }, nativeQuote(), ACCOUNT, WRBTC)).toMatchObject({
      in: E18 / 1000n - 3n,
      out: 96n * E18,
      fromReceipt: { in: true, out: true },
    });
    expect(RBTC.startsWith("0xeeee")).toBe(true);
  });

  it("keeps the quote's amount for a side the transaction does not show (rBTC bought without a known wrapped RBTC)", () => {
    const logs = [transfer(DOC, ACCOUNT, POOL, 99n * E18), withdrawal(WRBTC, ROUTER, 5n)];
    expect(swapAmountsFromReceipt({ logs, value: 0n }, quote(), ACCOUNT, null)).toEqual({
      in: 99n * E18,
      out: 1_000_000_000_000_000n,
      fromReceipt: { in: true, out: false },
    });
  });

  it("ignores another contract's Withdrawal events and transfers of other accounts", () => {
    const other: Address = "0x00000000000000000000000000000000000000c3";
    const logs = [transfer(DOC, other, POOL, 7n), withdrawal(other, ROUTER, 9n)];
    expect(
      swapMovements({ logs, value: 0n }, { inToken: DOC, outToken: RBTC, account: ACCOUNT, wrappedNative: WRBTC }),
    ).toEqual({
      in: undefined,
      out: undefined,
    });
  });
});
