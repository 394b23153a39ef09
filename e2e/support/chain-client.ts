import { createPublicClient, defineChain, http, type Chain, type PublicClient, type Transport } from "viem";
import { LOCAL_CHAIN_ID } from "./stack";

/** The local chain as viem knows it (RBTC, legacy gas). */
export function localChain(rpcUrl: string): Chain {
  return defineChain({
    id: LOCAL_CHAIN_ID,
    name: "Ceiba local",
    nativeCurrency: { name: "Rootstock Bitcoin", symbol: "RBTC", decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
}

export type ChainClient = PublicClient<Transport, Chain>;

/** Reads from the stack's node, to compare what the screen shows with the chain. */
export function createChainClient(rpcUrl: string): ChainClient {
  return createPublicClient({
    chain: localChain(rpcUrl),
    transport: http(rpcUrl, { retryCount: 0 }),
    pollingInterval: 100,
  });
}
