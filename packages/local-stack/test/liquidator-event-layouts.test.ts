import assert from "node:assert/strict";
import { type Address, type Hex, encodeAbiParameters, encodeEventTopics, getAddress } from "viem";
import { cErc20Abi, tropykusMarketEventsAbi } from "@ceiba/deployments";
import { BORROW_TOPIC, createBorrowerScanner } from "../src/liquidator/borrower-scanner";
import { borrowerOf, liquidateBorrowOf } from "../src/liquidator/market-logs";

const market = getAddress("0x00000000000000000000000000000000000000aa");
const collateral = getAddress("0x00000000000000000000000000000000000000bb");
const ann = getAddress("0x0000000000000000000000000000000000000a11");
const bob = getAddress("0x0000000000000000000000000000000000000b0b");
const liquidator = getAddress("0x0000000000000000000000000000000000000c0c");
const uints = (...values: bigint[]) =>
  encodeAbiParameters(
    values.map(() => ({ type: "uint256" })),
    values,
  );

/** A Borrow log in our layout (nothing indexed) or the Tropykus one (the borrower indexed). */
function borrowLog(layout: "ours" | "tropykus", borrower: Address): { topics: Hex[]; data: Hex } {
  if (layout === "ours") {
    return {
      topics: encodeEventTopics({ abi: cErc20Abi, eventName: "Borrow" }) as Hex[],
      data: encodeAbiParameters(
        [{ type: "address" }, { type: "uint256" }, { type: "uint256" }, { type: "uint256" }],
        [borrower, 5n, 5n, 9n],
      ),
    };
  }
  return {
    topics: encodeEventTopics({ abi: tropykusMarketEventsAbi, eventName: "Borrow", args: { borrower } }) as Hex[],
    data: uints(5n, 5n, 9n),
  };
}

describe("the liquidation bot reads both event layouts", () => {
  it("finds the borrower of a Borrow log in our layout and in Tropykus', and nothing in another event", () => {
    assert.equal(borrowerOf(borrowLog("ours", ann)), ann);
    assert.equal(borrowerOf(borrowLog("tropykus", bob)), bob);
    assert.equal(borrowLog("ours", ann).topics[0], BORROW_TOPIC);
    assert.equal(borrowLog("tropykus", bob).topics[0], BORROW_TOPIC);
    const mint = { topics: encodeEventTopics({ abi: cErc20Abi, eventName: "Mint" }) as Hex[], data: uints(1n, 2n, 3n) };
    assert.equal(borrowerOf(mint), undefined);
  });

  it("reads a LiquidateBorrow in either layout", () => {
    const ours = {
      topics: encodeEventTopics({ abi: cErc20Abi, eventName: "LiquidateBorrow" }) as Hex[],
      data: encodeAbiParameters(
        [{ type: "address" }, { type: "address" }, { type: "uint256" }, { type: "address" }, { type: "uint256" }],
        [liquidator, bob, 70n, collateral, 3n],
      ),
    };
    const theirs = {
      topics: encodeEventTopics({
        abi: tropykusMarketEventsAbi,
        eventName: "LiquidateBorrow",
        args: { liquidator, borrower: bob, cTokenCollateral: collateral },
      }) as Hex[],
      data: uints(70n, 3n),
    };
    const expected = { liquidator, borrower: bob, repayAmount: 70n, cTokenCollateral: collateral, seizeTokens: 3n };
    assert.deepEqual(liquidateBorrowOf(ours), expected);
    assert.deepEqual(liquidateBorrowOf(theirs), expected);
    assert.equal(liquidateBorrowOf(borrowLog("tropykus", bob)), undefined);
  });

  it("scans Borrow logs of both layouts by topic 0 and lists each borrower once", async () => {
    const asked: unknown[] = [];
    const logs = [borrowLog("ours", ann), borrowLog("tropykus", bob), borrowLog("tropykus", ann)];
    const client = {
      request: async (args: { method: string; params: unknown }) => {
        asked.push(args);
        return logs;
      },
    };
    const scanner = createBorrowerScanner({ client: client as never, markets: [market], fromBlock: 1n });
    assert.deepEqual(await scanner.scanTo(10n), [ann, bob]);
    assert.deepEqual(asked, [
      {
        method: "eth_getLogs",
        params: [{ address: [market], topics: [BORROW_TOPIC], fromBlock: "0x1", toBlock: "0xa" }],
      },
    ]);
  });
});
