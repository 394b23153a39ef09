import { describe, expect, it } from "vitest";
import {
  decodeEventLog,
  encodeAbiParameters,
  encodeEventTopics,
  getAbiItem,
  pad,
  toEventSelector,
  type Address,
  type Hex,
} from "viem";
import { cErc20Abi, tropykusMarketEventsAbi } from "@ceiba/deployments";
import { decodeMarketEvent, parseMarketEvents } from "./market-events";

const ALICE: Address = "0x00000000000000000000000000000000000a11ce";
const BOB: Address = "0x0000000000000000000000000000000000000b0b";
const KDOC: Address = "0x000000000000000000000000000000000000d0c0";
const MARKET: Address = "0x000000000000000000000000000000000000c0de";

type UserEventName = (typeof tropykusMarketEventsAbi)[number]["name"];
type EventItem = (typeof tropykusMarketEventsAbi)[number];

/** One example of each user event. */
const ARGS = {
  Mint: { minter: ALICE, mintAmount: 10n ** 18n, mintTokens: 50n * 10n ** 18n },
  Redeem: { redeemer: ALICE, redeemAmount: 4n * 10n ** 17n, redeemTokens: 20n * 10n ** 18n },
  Borrow: { borrower: ALICE, borrowAmount: 3n * 10n ** 17n, accountBorrows: 3n * 10n ** 17n, totalBorrows: 9n ** 20n },
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
    seizeTokens: 123n,
  },
} satisfies Record<UserEventName, Record<string, Address | bigint>>;
const EXAMPLES = Object.entries(ARGS).map(([name, args]) => ({ name: name as UserEventName, args }));
const ALICE_TOPIC = pad(ALICE);

/** The event's ABI item in our markets' ABI or in the Tropykus layout. */
const itemOf = (abi: typeof cErc20Abi | typeof tropykusMarketEventsAbi, name: UserEventName) =>
  // Both ABIs hold each of the five names once, with the same inputs but `indexed`.
  getAbiItem({ abi: abi as readonly EventItem[], name }) as EventItem;

/**
 * A log as a contract with `abi` emits it: indexed arguments as topics after topic 0, the others ABI-encoded in
 * the data (built from viem's encoders, not from the decoder under test).
 */
function emit(
  abi: typeof cErc20Abi | typeof tropykusMarketEventsAbi,
  name: UserEventName,
  args: Record<string, unknown>,
) {
  const item = itemOf(abi, name);
  const plain = item.inputs.filter((i) => !i.indexed);
  const topics = encodeEventTopics({
    abi: [item],
    // encodeEventTopics takes the indexed arguments (by name) and ignores the others.
    args: args as never,
  }) as [Hex, ...Hex[]];
  const data = encodeAbiParameters(
    plain,
    plain.map((i) => args[i.name]),
  );
  return { address: MARKET, topics, data };
}

describe("the Tropykus layout", () => {
  it("has our signatures (same topic 0) with the addresses indexed", () => {
    for (const { name } of EXAMPLES) {
      const ours = itemOf(cErc20Abi, name);
      const theirs = itemOf(tropykusMarketEventsAbi, name);
      const shape = (item: EventItem) => item.inputs.map((i) => [i.name, i.type]);
      expect(shape(theirs)).toEqual(shape(ours));
      expect(ours.inputs.every((i) => !i.indexed)).toBe(true);
      expect(theirs.inputs.every((i) => i.indexed === (i.type === "address"))).toBe(true);
      expect(toEventSelector(theirs)).toBe(toEventSelector(ours));
    }
  });
});

describe("decodeMarketEvent", () => {
  it.each(EXAMPLES)("decodes $name in our layout and in the Tropykus layout to the same event", ({ name, args }) => {
    const ours = emit(cErc20Abi, name, args);
    const theirs = emit(tropykusMarketEventsAbi, name, args);
    // The two logs differ: one topic and everything in the data, or the addresses as topics.
    expect(ours.topics).toHaveLength(1);
    expect(theirs.topics.length).toBeGreaterThan(1);
    expect(theirs.data.length).toBeLessThan(ours.data.length);
    // ...and each fails with the other layout's ABI, which is why one ABI alone drops the other's events.
    expect(() => decodeEventLog({ abi: cErc20Abi, ...theirs, strict: true })).toThrow();
    expect(() => decodeEventLog({ abi: tropykusMarketEventsAbi, ...ours, strict: true })).toThrow();

    const expected = { eventName: name, args: lowercased(args) };
    expect(lowercasedEvent(decodeMarketEvent(ours))).toEqual(expected);
    expect(lowercasedEvent(decodeMarketEvent(theirs))).toEqual(expected);
  });

  it("decodes the events whose layout is the same on both (Transfer, AccrueInterest)", () => {
    const transfer = {
      topics: encodeEventTopics({ abi: cErc20Abi, eventName: "Transfer", args: { from: ALICE, to: BOB } }) as Hex[],
      data: encodeAbiParameters([{ type: "uint256" }], [5n]),
    };
    expect(decodeMarketEvent(transfer)).toMatchObject({ eventName: "Transfer", args: { amount: 5n } });
    const accrual = {
      topics: encodeEventTopics({ abi: cErc20Abi, eventName: "AccrueInterest" }) as Hex[],
      data: encodeAbiParameters(
        [{ type: "uint256" }, { type: "uint256" }, { type: "uint256" }, { type: "uint256" }],
        [1n, 2n, 3n, 4n],
      ),
    };
    expect(decodeMarketEvent(accrual)).toEqual({
      eventName: "AccrueInterest",
      args: { cashPrior: 1n, interestAccumulated: 2n, borrowIndex: 3n, totalBorrows: 4n },
    });
  });

  it("leaves out what is no market event or fits neither layout", () => {
    const mint = emit(tropykusMarketEventsAbi, "Mint", ARGS.Mint);
    expect(decodeMarketEvent({ topics: [], data: "0x" })).toBeUndefined();
    expect(decodeMarketEvent({ topics: [`0x${"12".repeat(32)}`], data: mint.data })).toBeUndefined();
    // Three topics: neither Mint layout.
    expect(decodeMarketEvent({ ...mint, topics: [...mint.topics, ALICE_TOPIC] })).toBeUndefined();
    // The Tropykus layout with its data cut short.
    expect(decodeMarketEvent({ ...mint, data: mint.data.slice(0, 66) as Hex })).toBeUndefined();
  });
});

describe("parseMarketEvents", () => {
  it("decodes a receipt mixing both layouts, in order, keeping each log's fields", () => {
    const logs = [
      { ...emit(cErc20Abi, "Mint", ARGS.Mint), logIndex: 0 },
      { address: MARKET, topics: [`0x${"12".repeat(32)}`] as [Hex], data: "0x" as Hex, logIndex: 1 },
      { ...emit(tropykusMarketEventsAbi, "Borrow", ARGS.Borrow), logIndex: 2 },
      { ...emit(tropykusMarketEventsAbi, "Mint", ARGS.Mint), logIndex: 3 },
    ];
    const all = parseMarketEvents(logs);
    expect(all.map((e) => [e.logIndex, e.eventName])).toEqual([
      [0, "Mint"],
      [2, "Borrow"],
      [3, "Mint"],
    ]);
    const mints = parseMarketEvents(logs, "Mint");
    expect(mints.map((e) => [e.logIndex, e.args.mintTokens, e.address])).toEqual([
      [0, ARGS.Mint.mintTokens, MARKET],
      [3, ARGS.Mint.mintTokens, MARKET],
    ]);
  });
});

function lowercased(args: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(args).map(([k, v]) => [k, typeof v === "string" ? v.toLowerCase() : v]));
}

function lowercasedEvent(event: ReturnType<typeof decodeMarketEvent>) {
  return event && { eventName: event.eventName, args: lowercased(event.args as Record<string, unknown>) };
}
