/**
 * Both layouts of the markets' user events reach the same handler, once each: ours (nothing indexed) and the
 * Tropykus deployments' (addresses indexed, same topic 0).
 *
 * Beside the end-to-end run on the Tropykus-shaped chain (tropykus/main-cases.test.ts), this checks the two links
 * the indexer relies on, with Ponder's own code: (1) the log → handler step, as Ponder's runtime does it (each contract of
 * ponder.config.ts whose ABI has the log's topic 0 decodes it with its item, through Ponder's decodeEventLog,
 * and a failed decode is skipped), gives exactly one decoded event per log, with the same arguments whatever the
 * layout; (2) src/handlers registers the very same function under `Market:X` and `TropykusMarket:X`. A handler
 * reads only `event.args`, `event.log`, `event.block` and `event.transaction`, which Ponder builds from the log
 * and its block whatever the contract, so a Tropykus-layout event makes exactly the rows of ours.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  encodeAbiParameters,
  encodeEventTopics,
  getAbiItem,
  toEventSelector,
  type Abi,
  type AbiEvent,
  type Address,
  type Hex,
  type Log,
} from "viem";
import { cErc20Abi, tropykusMarketEventsAbi } from "@ceiba/deployments";
import { decodeMarketEvent } from "@ceiba/sdk";

/** Every `ponder.on(name, fn)` the handler files make, in order. */
const registered: { name: string; fn: unknown }[] = [];
vi.mock("ponder:registry", () => ({
  ponder: { on: (name: string, fn: unknown) => registered.push({ name, fn }) },
}));
// The tables are only used when a handler runs, which none does here.
vi.mock("ponder:schema", () => ({}));

const USER_EVENTS = ["Mint", "Redeem", "Borrow", "RepayBorrow", "LiquidateBorrow"] as const;
type UserEvent = (typeof USER_EVENTS)[number];

const ALICE: Address = "0x00000000000000000000000000000000000a11ce";
const BOB: Address = "0x0000000000000000000000000000000000000b0b";
const KDOC: Address = "0x000000000000000000000000000000000000d0c0";
const ARGS: Record<UserEvent, Record<string, Address | bigint>> = {
  Mint: { minter: ALICE, mintAmount: 10n ** 18n, mintTokens: 50n * 10n ** 18n },
  Redeem: { redeemer: ALICE, redeemAmount: 4n * 10n ** 17n, redeemTokens: 20n * 10n ** 18n },
  Borrow: { borrower: ALICE, borrowAmount: 3n * 10n ** 17n, accountBorrows: 3n * 10n ** 17n, totalBorrows: 10n ** 20n },
  RepayBorrow: {
    payer: BOB,
    borrower: ALICE,
    repayAmount: 10n ** 17n,
    accountBorrows: 2n * 10n ** 17n,
    totalBorrows: 7n,
  },
  LiquidateBorrow: {
    liquidator: BOB,
    borrower: ALICE,
    repayAmount: 10n ** 16n,
    cTokenCollateral: KDOC,
    seizeTokens: 9n,
  },
};

type PonderDecode = (args: { abiItem: AbiEvent; topics: readonly Hex[]; data: Hex }) => unknown;
let ponderDecode: PonderDecode;
let contracts: Record<string, { abi: Abi }>;

beforeAll(async () => {
  // Ponder's runtime decoder (src/runtime/events.ts calls it for every matched log); the package does not export
  // it, so it is loaded from its file (the pinned ponder 0.16.10).
  const ponderDir = path.resolve(import.meta.dirname, "../../../node_modules/ponder");
  const file = pathToFileURL(path.join(ponderDir, "dist/esm/utils/decodeEventLog.js")).href;
  ponderDecode = ((await import(/* @vite-ignore */ file)) as { decodeEventLog: PonderDecode }).decodeEventLog;
  contracts = (await import("../ponder.config")).default.contracts as unknown as Record<string, { abi: Abi }>;
  await import("../src/handlers/supply");
  await import("../src/handlers/borrow");
  await import("../src/handlers/liquidation");
});

/** The log a market with `abi` emits for `name`: indexed arguments as topics, the others in the data. */
function emit(abi: Abi, name: UserEvent): { topics: Hex[]; data: Hex } {
  const item = getAbiItem({ abi, name }) as AbiEvent;
  const args = ARGS[name];
  const plain = item.inputs.filter((i) => !i.indexed);
  return {
    // encodeEventTopics takes the indexed arguments by name and ignores the others.
    topics: encodeEventTopics({ abi: [item], args: args as never }) as Hex[],
    data: encodeAbiParameters(
      plain,
      plain.map((i) => args[i.name ?? ""]),
    ),
  };
}

/**
 * What Ponder's runtime makes of a market log: one candidate per contract whose ABI has an event of that topic 0
 * and name registered (both contracts watch the same listed markets), kept when Ponder's decoder accepts it.
 */
function ponderEvents(log: { topics: Hex[]; data: Hex }) {
  const out: { name: string; args: unknown }[] = [];
  for (const [contract, { abi }] of Object.entries(contracts)) {
    for (const item of abi) {
      if (item.type !== "event" || toEventSelector(item) !== log.topics[0]) continue;
      const name = `${contract}:${item.name}`;
      if (!registered.some((r) => r.name === name)) continue;
      try {
        out.push({ name, args: ponderDecode({ abiItem: item, topics: log.topics, data: log.data }) });
      } catch {
        // Ponder skips the log for this contract (a debug line only).
      }
    }
  }
  return out;
}

const lower = (args: unknown) =>
  Object.fromEntries(
    Object.entries(args as Record<string, unknown>).map(([k, v]) => [k, typeof v === "string" ? v.toLowerCase() : v]),
  );

describe("the indexer's two market contracts", () => {
  it("watch the same listed markets, one with our ABI and one with the Tropykus layout", () => {
    const config = contracts as unknown as Record<string, { address: unknown; startBlock: unknown; abi: Abi }>;
    expect(config.TropykusMarket?.address).toEqual(config.Market?.address);
    expect(config.TropykusMarket?.startBlock).toEqual(config.Market?.startBlock);
    expect(config.Market?.abi).toBe(cErc20Abi);
    expect(config.TropykusMarket?.abi).toBe(tropykusMarketEventsAbi);
  });

  it.each(USER_EVENTS)("register one handler for both layouts of %s", (event) => {
    const ours = registered.filter((r) => r.name === `Market:${event}`);
    const theirs = registered.filter((r) => r.name === `TropykusMarket:${event}`);
    expect(ours).toHaveLength(1);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]?.fn).toBe(ours[0]?.fn);
  });

  it("register nothing else for the Tropykus layout", () => {
    const names = registered.filter((r) => r.name.startsWith("TropykusMarket:")).map((r) => r.name);
    expect(names.sort()).toEqual(USER_EVENTS.map((e) => `TropykusMarket:${e}`).sort());
  });
});

describe.each(USER_EVENTS)("a %s log", (event) => {
  it("in our layout reaches Market's handler once, with its arguments", () => {
    const events = ponderEvents(emit(cErc20Abi, event));
    expect(events.map((e) => e.name)).toEqual([`Market:${event}`]);
    expect(lower(events[0]?.args)).toEqual(lower(ARGS[event]));
  });

  it("in the Tropykus layout reaches TropykusMarket's handler once, with the same arguments", () => {
    const log = emit(tropykusMarketEventsAbi, event);
    expect(log.topics.length).toBeGreaterThan(1);
    const events = ponderEvents(log);
    expect(events.map((e) => e.name)).toEqual([`TropykusMarket:${event}`]);
    expect(lower(events[0]?.args)).toEqual(lower(ARGS[event]));
  });

  it("decodes to the same event through the API's decoder (@ceiba/sdk decodeMarketEvent) in both layouts", () => {
    for (const abi of [cErc20Abi, tropykusMarketEventsAbi]) {
      const decoded = decodeMarketEvent(emit(abi, event));
      expect(decoded?.eventName).toBe(event);
      expect(lower(decoded?.args)).toEqual(lower(ARGS[event]));
    }
  });
});

describe("GET /transaction/decodeLogs's events (marketEventsOf)", () => {
  it("reads a receipt of Tropykus-layout logs as one of ours, and only the deployment's markets", async () => {
    const { marketEventsOf } = await import("../src/api/transaction-routes");
    const { deployment } = (await import("../src/lib/indexer-env")).readIndexerEnv();
    const market = Object.values(deployment.markets)[0]?.address ?? ALICE;
    const at = (address: Address, abi: Abi, name: UserEvent, logIndex: number) =>
      ({ ...emit(abi, name), address, logIndex }) as unknown as Log;
    const answer = (abi: Abi) =>
      marketEventsOf([
        at(market, abi, "Borrow", 0),
        // The same event from a contract that is no market (a Uniswap v2 pair's Mint has this signature too).
        at(KDOC, abi, "Mint", 1),
        at(market, abi, "RepayBorrow", 2),
      ]);
    const ours = answer(cErc20Abi);
    expect(ours).toEqual([
      {
        name: "Borrow",
        market: market.toLowerCase(),
        logIndex: 0,
        args: {
          borrower: ALICE,
          borrowAmount: "300000000000000000",
          accountBorrows: "300000000000000000",
          totalBorrows: String(10n ** 20n),
        },
      },
      {
        name: "RepayBorrow",
        market: market.toLowerCase(),
        logIndex: 2,
        args: {
          payer: BOB,
          borrower: ALICE,
          repayAmount: String(10n ** 17n),
          accountBorrows: String(2n * 10n ** 17n),
          totalBorrows: "7",
        },
      },
    ]);
    expect(answer(tropykusMarketEventsAbi)).toEqual(ours);
  });
});

describe("the events whose layout is the same in both", () => {
  it("reach one handler only (Transfer)", () => {
    const transfer = {
      topics: encodeEventTopics({ abi: cErc20Abi, eventName: "Transfer", args: { from: ALICE, to: BOB } }) as Hex[],
      data: encodeAbiParameters([{ type: "uint256" }], [5n]),
    };
    expect(ponderEvents(transfer).map((e) => e.name)).toEqual(["Market:Transfer"]);
  });
});
