/**
 * Every market's state at the end of a block in one eth_call: CeibaLens.allMarkets(comptroller), from the
 * deployed Lens or deployless where the deployment has none (lens-read.ts). Reads of the same block share
 * the result (memoised by block hash, so a reorged block is read again).
 */
import type { Context } from "ponder:registry";
import { ceibaLensAbi } from "@ceiba/deployments";
import { readIndexerEnv } from "./indexer-env";
import { allMarketsCall, decodeAllMarkets, type LensMarket } from "./lens-read";

export type { LensMarket } from "./lens-read";

export interface BlockRef {
  number: bigint;
  hash: `0x${string}`;
  timestamp: bigint;
}

const { contracts } = readIndexerEnv().deployment;

let memo: { hash: `0x${string}`; markets: Promise<readonly LensMarket[]> } | undefined;

/** The Lens view of every listed market at the end of `block`. */
export function marketsAt(context: Context, block: BlockRef): Promise<readonly LensMarket[]> {
  if (memo?.hash !== block.hash) {
    // An explicit block number keeps Ponder from profiling the call: the reads are occasional (see
    // block-sync.ts), and a prediction from a few of them would prefetch one for every event's block.
    // A deployless read goes through `call` (Ponder's prefetch would replay the calldata without the code).
    const markets = contracts.lens
      ? context.client.readContract({
          abi: ceibaLensAbi,
          address: contracts.lens,
          functionName: "allMarkets",
          args: [contracts.comptroller],
          blockNumber: block.number,
        })
      : context.client
          .call({ ...allMarketsCall(contracts), blockNumber: block.number })
          .then((result) => decodeAllMarkets(result.data));
    memo = { hash: block.hash, markets };
    // A failed read is not memoised: the retried event reads again.
    markets.catch(() => {
      if (memo?.markets === markets) memo = undefined;
    });
  }
  return memo.markets;
}
