import { MIGRATION_MARGIN_BLOCKS } from "@ceiba/core";

/** Where lending data is read from: the indexer's API, or the chain (CeibaLens) directly. */
export type ReadSource = "api" | "lens";

/**
 * The spec's "Market loading" rule (app-shell §4, lending-engine §4; DESIGN "Reads"): the API when the
 * indexer is up to date, i.e. its latest migrated block is within MIGRATION_MARGIN_BLOCKS (1) of the
 * chain head; otherwise the Lens. An unknown indexed block (the API did not answer) means the Lens. An
 * indexer ahead of our node (two nodes a block apart) is up to date.
 */
export function chooseReadSource(indexedBlock: bigint | undefined, headBlock: bigint | undefined): ReadSource {
  if (indexedBlock === undefined || headBlock === undefined) return "lens";
  return headBlock - indexedBlock <= BigInt(MIGRATION_MARGIN_BLOCKS) ? "api" : "lens";
}
