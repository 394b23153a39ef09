import { RPC_BATCH_LIMIT, type ChainId } from "@ceiba/core";
import { http, type Transport } from "viem";
import { ENDPOINTS } from "../../config/endpoints";

/** At most this many JSON-RPC calls in one HTTP batch (Rootstock's public nodes refuse more). */
export const RPC_BATCH_SIZE = RPC_BATCH_LIMIT;

/**
 * The app's HTTP transport to a chain's node, batching as Rootstock needs: wagmi's and the read clients'.
 * `retryCount` is viem's own retrying of a failed request (3 unless given): the read clients take 0, since
 * each of their reads has its retry policy (the markets: core's 3 attempts, lending-engine §3), which viem's
 * would multiply (3 attempts of 4 requests each).
 */
export function rpcTransport(chainId: ChainId, options: { retryCount?: number } = {}): Transport {
  return http(ENDPOINTS.rpc[chainId], { batch: { batchSize: RPC_BATCH_SIZE }, ...options });
}
