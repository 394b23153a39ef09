import { type Address, type Hex, decodeEventLog } from "viem";
import { cErc20Abi, tropykusMarketEventsAbi } from "@ceiba/deployments";

/**
 * The bot's two market events in either layout: ours (no indexed argument: 1 topic) or the Tropykus
 * deployments' (addresses indexed, same topic 0), told apart by the log's number of topics as @ceiba/sdk's
 * decodeMarketEvent does. Not that function itself: the sdk's tests run on this package's local chain, so this
 * package does not depend on the sdk (dependencies point one way).
 */
interface RawLog {
  readonly topics: readonly Hex[];
  readonly data: Hex;
}

const topicsOf = (log: RawLog) => log.topics as [Hex, ...Hex[]];

/** The borrower of a Borrow log, or undefined when the log is no Borrow of either layout. */
export function borrowerOf(log: RawLog): Address | undefined {
  try {
    const decoded =
      log.topics.length === 1
        ? decodeEventLog({ abi: cErc20Abi, eventName: "Borrow", topics: topicsOf(log), data: log.data, strict: true })
        : decodeEventLog({
            abi: tropykusMarketEventsAbi,
            eventName: "Borrow",
            topics: topicsOf(log),
            data: log.data,
            strict: true,
          });
    // viem picks the ABI item by topic 0 whatever `eventName` says: check which event it was.
    return decoded.eventName === "Borrow" ? decoded.args.borrower : undefined;
  } catch {
    return undefined;
  }
}

/** What a LiquidateBorrow log says, or undefined when the log is no LiquidateBorrow of either layout. */
export function liquidateBorrowOf(
  log: RawLog,
):
  | { liquidator: Address; borrower: Address; repayAmount: bigint; cTokenCollateral: Address; seizeTokens: bigint }
  | undefined {
  try {
    const decoded =
      log.topics.length === 1
        ? decodeEventLog({
            abi: cErc20Abi,
            eventName: "LiquidateBorrow",
            topics: topicsOf(log),
            data: log.data,
            strict: true,
          })
        : decodeEventLog({
            abi: tropykusMarketEventsAbi,
            eventName: "LiquidateBorrow",
            topics: topicsOf(log),
            data: log.data,
            strict: true,
          });
    return decoded.eventName === "LiquidateBorrow" ? decoded.args : undefined;
  } catch {
    return undefined;
  }
}
