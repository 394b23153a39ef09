import {
  decodeEventLog,
  toEventSelector,
  type AbiEvent,
  type ContractEventName,
  type DecodeEventLogReturnType,
  type Hex,
} from "viem";
import { cErc20Abi, tropykusMarketEventsAbi } from "@ceiba/deployments";

/** A market event decoded: its name and arguments, typed by our markets' ABI whatever the log's layout. */
export type MarketEvent<N extends ContractEventName<typeof cErc20Abi> = ContractEventName<typeof cErc20Abi>> =
  DecodeEventLogReturnType<typeof cErc20Abi, N>;

/** What decoding needs of a log (a viem `Log`, an RPC log or a receipt's log all fit). */
export interface RawLog {
  readonly topics: readonly Hex[];
  readonly data: Hex;
}

const indexedCount = (item: AbiEvent) => item.inputs.filter((input) => input.indexed === true).length;

/**
 * topic 0 → the market event's ABI items, one per layout, keyed by the number of topics a log of that layout
 * has (1 + its indexed arguments): every event of our markets' ABI, and the Tropykus layout of Mint, Redeem,
 * Borrow, RepayBorrow and LiquidateBorrow (same signatures, their addresses indexed).
 */
const BY_SELECTOR = new Map<Hex, Map<number, AbiEvent>>();
for (const item of [...cErc20Abi, ...tropykusMarketEventsAbi]) {
  if (item.type !== "event") continue;
  const selector = toEventSelector(item);
  const layouts = BY_SELECTOR.get(selector) ?? new Map<number, AbiEvent>();
  layouts.set(1 + indexedCount(item), item);
  BY_SELECTOR.set(selector, layouts);
}

/**
 * Decodes a market's log in either layout (ours, or the Tropykus deployments' with indexed addresses): the
 * ABI item is the one whose indexed arguments fit the log's number of topics. Undefined for a log that is no
 * market event, or that fits neither layout (wrong number of topics, data too short).
 */
export function decodeMarketEvent(log: RawLog): MarketEvent | undefined {
  const [selector] = log.topics;
  if (selector === undefined) return undefined;
  const item = BY_SELECTOR.get(selector)?.get(log.topics.length);
  if (!item) return undefined;
  try {
    const decoded = decodeEventLog({
      abi: [item],
      topics: log.topics as [Hex, ...Hex[]],
      data: log.data,
      strict: true,
    });
    // Both layouts carry our markets' argument names and types (only `indexed` differs), so what the item
    // decodes is our ABI's event of that name; viem types it by the one-item ABI, which it cannot narrow.
    return decoded as unknown as MarketEvent;
  } catch {
    return undefined;
  }
}

/**
 * The market events among `logs` (a receipt's, or eth_getLogs'), decoded in either layout, each with its log;
 * logs that are no market event are left out. With `eventName`, only that event.
 */
export function parseMarketEvents<L extends RawLog, N extends ContractEventName<typeof cErc20Abi>>(
  logs: readonly L[],
  eventName?: N,
): (L & MarketEvent<N>)[] {
  const out: (L & MarketEvent<N>)[] = [];
  for (const log of logs) {
    const event = decodeMarketEvent(log);
    if (!event || (eventName !== undefined && event.eventName !== eventName)) continue;
    // `eventName` (when given) was checked just above.
    out.push({ ...log, ...(event as MarketEvent<N>) });
  }
  return out;
}
