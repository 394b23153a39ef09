import type { Address } from "viem";
import { decodeMarketEvent, type RawLog } from "@ceiba/sdk";

/**
 * The bot's two market events, in either layout (ours, or the Tropykus deployments' with indexed addresses),
 * through @ceiba/sdk's decodeMarketEvent.
 */

/** The borrower of a Borrow log, or undefined when the log is no Borrow of either layout. */
export function borrowerOf(log: RawLog): Address | undefined {
  const event = decodeMarketEvent(log);
  return event?.eventName === "Borrow" ? event.args.borrower : undefined;
}

/** What a LiquidateBorrow log says, or undefined when the log is no LiquidateBorrow of either layout. */
export function liquidateBorrowOf(
  log: RawLog,
):
  | { liquidator: Address; borrower: Address; repayAmount: bigint; cTokenCollateral: Address; seizeTokens: bigint }
  | undefined {
  const event = decodeMarketEvent(log);
  return event?.eventName === "LiquidateBorrow" ? event.args : undefined;
}
