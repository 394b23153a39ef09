import { CHAINS, LOCAL_CHAIN_ID, MAINNET_CHAIN_ID, TESTNET_CHAIN_ID, type ChainId } from "@ceiba/core";

/**
 * Where the app reaches its services. On the local stack every service is behind the app's own origin
 * (vite.config.ts proxies /rpc, /api and /faucet), so chain 1337 needs no configuration. A deployed app
 * sets VITE_CEIBA_API_URL and, if it wants its own nodes, VITE_CEIBA_RPC_URL_30 / _31.
 */
export interface Endpoints {
  /** JSON-RPC endpoint per chain. */
  rpc: Record<ChainId, string>;
  /** The indexer API (GraphQL at /graphql, REST routes). */
  api: string;
  /** The local faucet (chain 1337 only). */
  faucet: string;
}

const env = import.meta.env;
const publicNode = (chainId: ChainId) => CHAINS[chainId].rpcUrls[0] ?? "";
const origin = typeof window === "undefined" ? "http://127.0.0.1:5173" : window.location.origin;

export const ENDPOINTS: Endpoints = {
  rpc: {
    [MAINNET_CHAIN_ID]: env.VITE_CEIBA_RPC_URL_30 ?? publicNode(MAINNET_CHAIN_ID),
    [TESTNET_CHAIN_ID]: env.VITE_CEIBA_RPC_URL_31 ?? publicNode(TESTNET_CHAIN_ID),
    [LOCAL_CHAIN_ID]: `${origin}/rpc`,
  },
  api: env.VITE_CEIBA_API_URL ?? `${origin}/api`,
  faucet: `${origin}/faucet`,
};
