import { isSupportedChainId, type ChainId } from "@ceiba/core";
import { createPublicClient, type PublicClient } from "viem";
import { viemChain } from "../wallet/chain/chains";
import { rpcTransport } from "../wallet/chain/rpc-transport";
import type { PublicClientFor } from "./public-client";

/**
 * viem public clients for the app's reads (markets, positions, gas price, the indexer's block), one per
 * chain, created on first use. A chunk of its own (public-client.ts loads it): viem's client without wagmi,
 * so that a visitor's page reads the markets without downloading and starting the wallet code.
 */
export function createReadClients(): PublicClientFor {
  const clients = new Map<ChainId, PublicClient>();
  return (chainId) => {
    if (!isSupportedChainId(chainId)) return undefined;
    let client = clients.get(chainId);
    if (client === undefined) {
      client = createPublicClient({ chain: viemChain(chainId), transport: rpcTransport(chainId) });
      clients.set(chainId, client);
    }
    return client;
  };
}
