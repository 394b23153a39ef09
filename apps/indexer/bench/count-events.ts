/**
 * Counts the logs the indexer handles, straight from the chain: eth_getLogs over the comptroller and the
 * listed markets, kept when their topic0 is one of the events registered in src/handlers (the list below
 * mirrors those `ponder.on` calls; LatestBlock's block events are live-only and not counted).
 */
import { getAbiItem, parseAbiItem, toEventSelector, type Address, type Hex } from "viem";
import { cErc20Abi, comptrollerAbi, type Deployment } from "@ceiba/deployments";
import type { JsonRpc } from "./json-rpc";

const MARKET_EVENTS = [
  "Mint",
  "Redeem",
  "Transfer",
  "Borrow",
  "RepayBorrow",
  "LiquidateBorrow",
  "AccrueInterest",
  "NewReserveFactor",
  "NewMarketInterestRateModel",
  "NewAccountBorrowCap",
  "ReservesAdded",
  "ReservesReduced",
] as const;

const COMPTROLLER_EVENTS = [
  "MarketListed",
  "NewCollateralFactor",
  "NewBorrowCap",
  "NewPriceOracle",
  "MarketEntered",
  "MarketExited",
] as const;

/** topic0 → event name, for every event a handler listens to. */
const HANDLED = new Map<Hex, string>([
  ...MARKET_EVENTS.map((name): [Hex, string] => [toEventSelector(getAbiItem({ abi: cErc20Abi, name })), name]),
  ...COMPTROLLER_EVENTS.map((name): [Hex, string] => [
    toEventSelector(getAbiItem({ abi: comptrollerAbi, name })),
    name,
  ]),
  // The handler names the three-argument overload only (ActionPaused(string, bool) is not handled).
  [toEventSelector(parseAbiItem("event ActionPaused(address cToken, string action, bool pauseState)")), "ActionPaused"],
]);

interface Log {
  address: Address;
  topics: Hex[];
  blockNumber: Hex;
}

export interface EventCount {
  /** Handled logs from `fromBlock` to `toBlock`. */
  total: number;
  byName: Record<string, number>;
  /** Blocks holding at least one handled log. */
  blocks: number;
}

/** The addresses the indexer watches: the comptroller and every market of the deployment. */
export function watchedAddresses(deployment: Deployment): Address[] {
  return [deployment.contracts.comptroller, ...Object.values(deployment.markets).map((m) => m.address)];
}

export async function countHandledEvents(
  rpc: JsonRpc,
  deployment: Deployment,
  fromBlock: bigint,
  toBlock: bigint,
): Promise<EventCount> {
  const byName: Record<string, number> = {};
  const blocks = new Set<string>();
  let total = 0;
  const address = watchedAddresses(deployment);
  // Ranges of 2,000 blocks keep each answer small whatever the chain's length.
  for (let from = fromBlock; from <= toBlock; from += 2_000n) {
    const to = from + 1_999n < toBlock ? from + 1_999n : toBlock;
    const logs = await rpc.call<Log[]>("eth_getLogs", [
      { address, fromBlock: `0x${from.toString(16)}`, toBlock: `0x${to.toString(16)}` },
    ]);
    for (const log of logs) {
      const name = log.topics[0] ? HANDLED.get(log.topics[0]) : undefined;
      if (!name) continue;
      total += 1;
      byName[name] = (byName[name] ?? 0) + 1;
      blocks.add(log.blockNumber);
    }
  }
  return { total, byName, blocks: blocks.size };
}
