import { type Address, type Hex, type PublicClient, getAbiItem, numberToHex, toEventSelector } from "viem";
import { cErc20Abi } from "@ceiba/deployments";
import { borrowerOf } from "./market-logs";

/** Every market's Borrow event: whoever ever borrowed is an account that may fall short. */
export const BORROW_EVENT = getAbiItem({ abi: cErc20Abi, name: "Borrow" });
/**
 * Its topic 0, which the Tropykus layout (borrower indexed) shares: the logs are asked for by topic and each is
 * decoded in the layout its number of topics says (market-logs.ts).
 */
export const BORROW_TOPIC: Hex = toEventSelector(BORROW_EVENT);

/** Blocks per eth_getLogs request: the whole history of a fresh local chain in one or two requests. */
export const LOG_RANGE_BLOCKS = 100_000n;

export interface BorrowerScanner {
  /** Every borrower found so far (checksummed, as the logs decode), in order of first borrow. */
  readonly borrowers: readonly Address[];
  /** The last block scanned (fromBlock − 1 before the first scan). */
  readonly scannedTo: bigint;
  /** Reads the Borrow events of the blocks after `scannedTo` up to `toBlock`; returns the new borrowers. */
  scanTo(toBlock: bigint): Promise<Address[]>;
  /** Forgets everything (a restarted chain): the next scan starts again at `fromBlock`. */
  reset(): void;
}

/**
 * Follows the markets' Borrow events incrementally from the deployment's first block: each scan asks only
 * for the blocks it has not seen, one eth_getLogs for all markets per LOG_RANGE_BLOCKS blocks. Both event
 * layouts count: ours, and the Tropykus deployments' with the borrower indexed.
 */
export function createBorrowerScanner(options: {
  client: Pick<PublicClient, "request">;
  markets: readonly Address[];
  fromBlock: bigint;
  rangeBlocks?: bigint;
}): BorrowerScanner {
  const range = options.rangeBlocks ?? LOG_RANGE_BLOCKS;
  let scannedTo = options.fromBlock - 1n;
  let known = new Map<string, Address>();
  return {
    get borrowers() {
      return [...known.values()];
    },
    get scannedTo() {
      return scannedTo;
    },
    async scanTo(toBlock) {
      const found: Address[] = [];
      while (scannedTo < toBlock) {
        const from = scannedTo + 1n;
        const to = from + range - 1n < toBlock ? from + range - 1n : toBlock;
        const logs = await options.client.request({
          method: "eth_getLogs",
          params: [
            {
              address: [...options.markets],
              topics: [BORROW_TOPIC],
              fromBlock: numberToHex(from),
              toBlock: numberToHex(to),
            },
          ],
        });
        for (const log of logs) {
          const borrower = borrowerOf(log);
          if (borrower === undefined || known.has(borrower.toLowerCase())) continue;
          known.set(borrower.toLowerCase(), borrower);
          found.push(borrower);
        }
        scannedTo = to;
      }
      return found;
    },
    reset() {
      known = new Map();
      scannedTo = options.fromBlock - 1n;
    },
  };
}
