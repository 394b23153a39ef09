/**
 * Boltz per environment (lending-engine §7: mainnet, testnet, regtest). Regtest has no public Boltz: its
 * base URL is configuration — for Ceiba, the local stand-in started by `npm start` — and it is refused on
 * the real networks so that a stand-in can never take a real user's funds.
 */
import { bitcoinNetworkForChain, type BitcoinNetwork } from "@ceiba/core";

export const BOLTZ_API_URLS = {
  mainnet: "https://api.boltz.exchange",
  testnet: "https://api.testnet.boltz.exchange",
} as const;

export interface BoltzEnvironment {
  readonly network: BitcoinNetwork;
  readonly chainId: number;
  /** REST base URL without /v2. */
  readonly apiUrl: string;
  /** WebSocket URL of swap updates (…/v2/ws). */
  readonly wsUrl: string;
}

/** The WebSocket URL that goes with a REST base URL (http → ws, https → wss). */
export function boltzWebSocketUrl(apiUrl: string): string {
  return `${apiUrl.replace(/\/+$/, "").replace(/^http/i, "ws")}/v2/ws`;
}

/**
 * The Boltz environment of a chain: 30 → mainnet, 31 → testnet (Boltz's public APIs, unless `apiUrl`
 * overrides them), 1337 → regtest at `regtestUrl`. Undefined when the chain has no Lightning swaps or
 * regtest has no URL configured.
 */
export function boltzEnvironmentForChain(
  chainId: number,
  config: { readonly regtestUrl?: string; readonly apiUrl?: string } = {},
): BoltzEnvironment | undefined {
  const network = bitcoinNetworkForChain(chainId);
  if (network === undefined) return undefined;
  const apiUrl = network === "regtest" ? config.regtestUrl : (config.apiUrl ?? BOLTZ_API_URLS[network]);
  if (apiUrl === undefined || apiUrl === "") return undefined;
  if (network !== "regtest" && /^https?:\/\/(localhost|127\.|0\.0\.0\.0|\[::1\])/i.test(apiUrl)) {
    throw new RangeError(`A local Boltz (${apiUrl}) cannot serve chain ${chainId}`);
  }
  return { network, chainId, apiUrl, wsUrl: boltzWebSocketUrl(apiUrl) };
}
