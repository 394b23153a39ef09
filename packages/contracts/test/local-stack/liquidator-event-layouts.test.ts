import assert from "node:assert/strict";
import path from "node:path";
import { type Address, type Hex, encodeAbiParameters, encodeEventTopics, getAddress } from "viem";
import { importTs } from "../helpers/import-ts";

// ES modules (@ceiba/deployments' sources), loaded as `npm run liquidate` loads them.
type Abis = typeof import("../../../deployments/src/abis/index");
type TropykusEvents = typeof import("../../../deployments/src/tropykus-market-events");
type Scanner = typeof import("../../scripts/liquidator/borrower-scanner");
type MarketLogs = typeof import("../../scripts/liquidator/market-logs");
const DEPLOYMENTS_SRC = path.resolve(__dirname, "../../../deployments/src");
const LIQUIDATOR = path.resolve(__dirname, "../../scripts/liquidator");
let cErc20Abi: Abis["cErc20Abi"];
let tropykusMarketEventsAbi: TropykusEvents["tropykusMarketEventsAbi"];
let BORROW_TOPIC: Scanner["BORROW_TOPIC"];
let createBorrowerScanner: Scanner["createBorrowerScanner"];
let borrowerOf: MarketLogs["borrowerOf"];
let liquidateBorrowOf: MarketLogs["liquidateBorrowOf"];

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
  before(async () => {
    ({ cErc20Abi } = await importTs<Abis>(path.join(DEPLOYMENTS_SRC, "abis/index.ts")));
    ({ tropykusMarketEventsAbi } = await importTs<TropykusEvents>(
      path.join(DEPLOYMENTS_SRC, "tropykus-market-events.ts"),
    ));
    ({ BORROW_TOPIC, createBorrowerScanner } = await importTs<Scanner>(path.join(LIQUIDATOR, "borrower-scanner.ts")));
    ({ borrowerOf, liquidateBorrowOf } = await importTs<MarketLogs>(path.join(LIQUIDATOR, "market-logs.ts")));
  });

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
