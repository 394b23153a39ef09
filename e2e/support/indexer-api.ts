/**
 * The indexer's API for the tests: the app's own typed client (@ceiba/sdk/api: the route table and the app's
 * GraphQL queries; every failure an ApiError), plus waiting until the indexer has processed a block.
 */
import { createApiClient, type ApiClient } from "@ceiba/sdk/api";

export interface IndexerApi extends ApiClient {
  /** The last block the indexer has processed (Ponder's /status). */
  indexedBlock(): Promise<bigint>;
  /** Waits until the indexer has processed `blockNumber`, so its answers include that block. */
  waitForBlock(blockNumber: bigint, timeoutMs?: number): Promise<void>;
}

export function createIndexerApi(apiUrl: string): IndexerApi {
  const client = createApiClient({ baseUrl: apiUrl, timeoutMs: 30_000 });
  const indexedBlock = async () => {
    // One chain per stack: { [chain name]: { id, block: { number, timestamp } } }.
    const status = await client.get("status");
    return BigInt(Math.max(0, ...Object.values(status).map((chain) => chain.block.number)));
  };
  return {
    ...client,
    indexedBlock,
    async waitForBlock(blockNumber, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      let indexed = await indexedBlock();
      while (indexed < blockNumber) {
        if (Date.now() > deadline) {
          throw new Error(`the indexer is at block ${indexed}, not ${blockNumber}, after ${timeoutMs} ms`);
        }
        // Ponder polls the chain every second; ask again shortly.
        await new Promise((resolve) => setTimeout(resolve, 200));
        indexed = await indexedBlock();
      }
    },
  };
}
