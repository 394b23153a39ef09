/**
 * Every market's state at a block in one eth_call: CeibaLens.allMarkets(comptroller), from the deployed
 * Lens or deployless where the deployment has none (lens-read.ts). Handlers of the same block share the
 * result (memoised by block hash, so a reorged block is read again).
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

/** The Lens view of every listed market at the end of `block` (read once per block). */
export function marketsAt(context: Context, block: BlockRef): Promise<readonly LensMarket[]> {
  if (memo?.hash !== block.hash) {
    // No blockNumber: Ponder reads at the event's block itself, and only then can it learn this call's
    // pattern and prefetch it for the next events of a backfill. A deployless read goes through `call`,
    // which Ponder does not profile (its prefetch would replay the calldata without the Lens' code).
    const markets = contracts.lens
      ? context.client.readContract({
          abi: ceibaLensAbi,
          address: contracts.lens,
          functionName: "allMarkets",
          args: [contracts.comptroller],
        })
      : context.client.call(allMarketsCall(contracts)).then((result) => decodeAllMarkets(result.data));
    memo = { hash: block.hash, markets };
    // A failed read is not memoised: the retried event reads again.
    markets.catch(() => {
      if (memo?.markets === markets) memo = undefined;
    });
  }
  return memo.markets;
}

/** One market of the Lens view, by (any-case) address. */
export async function marketAt(context: Context, block: BlockRef, address: string): Promise<LensMarket> {
  const id = address.toLowerCase();
  const found = (await marketsAt(context, block)).find((m) => m.market.toLowerCase() === id);
  if (!found) throw new Error(`market ${address} is not listed at block ${block.number}`);
  return found;
}
