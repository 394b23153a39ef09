import { isSupportedChainId, type ChainId } from "@ceiba/core";
import { createClient } from "viem";
import { getBlockNumber, getGasPrice, readContract } from "viem/actions";
import { viemChain } from "../wallet/chain/chains";
import { rpcTransport } from "../wallet/chain/rpc-transport";
import type { ReadClient } from "./public-client";

/**
 * viem clients for the app's reads (markets, positions, gas price, the indexer's block), one per chain,
 * created on first use. A chunk of its own (public-client.ts loads it): viem's client without wagmi, so
 * that a visitor's page reads the markets without downloading and starting the wallet code. With only the
 * actions the app reads with, not all of viem's public actions: those bring signature recovery (secp256k1)
 * and more, which cost the first page a long task. Without viem's retries: each read retries by its own
 * policy (rpc-transport.ts).
 */
export function createReadClients(): (chainId: number) => AppReadClient | undefined {
  const clients = new Map<ChainId, AppReadClient>();
  return (chainId) => {
    if (!isSupportedChainId(chainId)) return undefined;
    let client = clients.get(chainId);
    if (client === undefined) {
      client = readClient(chainId);
      clients.set(chainId, client);
    }
    return client;
  };
}

/** A chain's read client: a ReadClient (public-client.ts), with its chain and transport. */
export type AppReadClient = ReturnType<typeof readClient>;

function readClient(chainId: ChainId) {
  return createClient({ chain: viemChain(chainId), transport: rpcTransport(chainId, { retryCount: 0 }) }).extend(
    (base) => ({
      readContract: ((parameters) => readContract(base, parameters)) satisfies ReadClient["readContract"],
      getBlockNumber: (parameters?: Parameters<ReadClient["getBlockNumber"]>[0]) => getBlockNumber(base, parameters),
      getGasPrice: () => getGasPrice(base),
    }),
  );
}
