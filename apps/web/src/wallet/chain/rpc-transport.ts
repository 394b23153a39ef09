import type { ChainId } from "@ceiba/core";
import { http, type Transport } from "viem";
import { ENDPOINTS } from "../../config/endpoints";

/** At most this many JSON-RPC calls in one HTTP batch (Rootstock's public nodes refuse more). */
export const RPC_BATCH_SIZE = 100;

/** The app's HTTP transport to a chain's node, batching as Rootstock needs: wagmi's and the read clients'. */
export function rpcTransport(chainId: ChainId): Transport {
  return http(ENDPOINTS.rpc[chainId], { batch: { batchSize: RPC_BATCH_SIZE } });
}
