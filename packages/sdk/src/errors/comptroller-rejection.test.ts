import { describe, expect, it } from "vitest";
import { decodeFunctionData, encodeAbiParameters, parseAbi, type Address, type Hex } from "viem";
import { codeForCompoundFailure, COMPTROLLER_REJECTION } from "./compound-codes";
import { comptrollerRejectionDetail } from "./comptroller-rejection";

const comptroller: Address = "0x0000000000000000000000000000000000000010";
const market: Address = "0x0000000000000000000000000000000000000021";
const collateral: Address = "0x0000000000000000000000000000000000000022";
const account: Address = "0x0000000000000000000000000000000000000030";
const abi = parseAbi([
  "function borrowAllowed(address, address, uint256) returns (uint256)",
  "function redeemAllowed(address, address, uint256) returns (uint256)",
  "function liquidateBorrowAllowed(address, address, address, address, uint256) returns (uint256)",
  "function exchangeRateStored() view returns (uint256)",
]);
const uint = (n: bigint) => encodeAbiParameters([{ type: "uint256" }], [n]);

/** A node that answers the comptroller's checks with `code` and records who asked what. */
function fakeNode(code: bigint, exchangeRate = 2n * 10n ** 16n) {
  const asked: { from: Address | undefined; to: Address; call: string; args: readonly unknown[] }[] = [];
  return {
    asked,
    client: {
      call: async (request: { account?: Address | { address: Address }; to?: Address | null; data?: Hex }) => {
        const decoded = decodeFunctionData({ abi, data: request.data ?? "0x" });
        const from = typeof request.account === "string" ? request.account : request.account?.address;
        asked.push({ from, to: request.to ?? "0x", call: decoded.functionName, args: decoded.args ?? [] });
        return { data: uint(decoded.functionName === "exchangeRateStored" ? exchangeRate : code) };
      },
    },
  };
}

describe("comptrollerRejectionDetail", () => {
  it("asks the comptroller's borrowAllowed, from the market as the market would, why a loan was rejected", async () => {
    const node = fakeNode(4n); // INSUFFICIENT_LIQUIDITY
    const step = { address: market, functionName: "borrow", args: [500n], value: 0n };
    const detail = await comptrollerRejectionDetail(node.client, { comptroller, account, step });
    expect(detail).toBe(4n);
    expect(node.asked).toEqual([
      { from: market, to: comptroller, call: "borrowAllowed", args: [market, account, 500n] },
    ]);
    expect(codeForCompoundFailure(COMPTROLLER_REJECTION, detail)).toBe("C5");
  });

  it("asks about the tokens a redeemUnderlying burns, at the holder's own exchange rate", async () => {
    const node = fakeNode(4n, 2n * 10n ** 16n);
    const step = { address: market, functionName: "redeemUnderlying", args: [10n ** 18n], value: 0n };
    await comptrollerRejectionDetail(node.client, { comptroller, account, step });
    expect(node.asked[0]).toMatchObject({ from: account, to: market, call: "exchangeRateStored" });
    expect(node.asked[1]).toMatchObject({ call: "redeemAllowed", args: [market, account, 50n * 10n ** 18n] });
  });

  it("reads a native liquidation's repay from its value and its collateral from the arguments", async () => {
    const node = fakeNode(3n); // INSUFFICIENT_SHORTFALL
    const step = { address: market, functionName: "liquidateBorrow", args: [account, collateral], value: 7n };
    const detail = await comptrollerRejectionDetail(node.client, { comptroller, account, step });
    expect(node.asked[0]?.args).toEqual([market, collateral, account, account, 7n]);
    expect(codeForCompoundFailure(COMPTROLLER_REJECTION, detail)).toBe("C14");
  });

  it("leaves the rejection unexplained when the comptroller has no such check", async () => {
    const client = { call: async () => Promise.reject(new Error("execution reverted")) };
    const step = { address: market, functionName: "borrow", args: [1n], value: 0n };
    expect(await comptrollerRejectionDetail(client, { comptroller, account, step })).toBeUndefined();
  });
});
