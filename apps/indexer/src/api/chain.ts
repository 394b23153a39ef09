/** The chain as the REST routes read it: the indexer's own configuration and one viem public client. */
import { createPublicClient, http, type PublicClient } from "viem";
import { readIndexerEnv } from "../lib/indexer-env";

export const indexerEnv = readIndexerEnv();

export const publicClient: PublicClient = createPublicClient({ transport: http(indexerEnv.rpcUrl), cacheTime: 0 });
