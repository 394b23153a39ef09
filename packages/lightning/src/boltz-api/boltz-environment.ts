/**
 * Boltz per environment (lending-engine §7: mainnet, testnet, regtest): the one place that turns a chain id and
 * the configured URL into Boltz's API and WebSocket URLs, for the app, the indexer and the tests. Regtest has
 * no public Boltz: its base URL is configuration — for Ceiba, the local stand-in started by `npm start`
 * (CEIBA_BOLTZ_API_URL, which the web app reaches through its same-origin proxy at BOLTZ_LOCAL_PROXY_PATH) —
 * and it is refused on the real networks so that a stand-in can never take a real user's funds.
 *
 *   indexer (Node):   boltzEnvironmentForChain(chainId, { regtestUrl: process.env.CEIBA_BOLTZ_API_URL })
 *   web app (1337):   boltzEnvironmentForChain(chainId, { regtestUrl: `${location.origin}${BOLTZ_LOCAL_PROXY_PATH}` })
 */
import { bitcoinNetworkForChain, type BitcoinNetwork } from "@ceiba/core";

export const BOLTZ_API_URLS = {
  mainnet: "https://api.boltz.exchange",
  testnet: "https://api.testnet.boltz.exchange",
} as const;

/** Where the web app's dev/preview server proxies the local Boltz stand-in (apps/web/vite.config.ts), HTTP and WebSocket. */
export const BOLTZ_LOCAL_PROXY_PATH = "/boltz";

/**
 * A configured Boltz URL as the client's base: without trailing slashes and without the `/v2` that Boltz's
 * docs and CEIBA_BOLTZ_API_URL write (the client adds /v2/… to every path).
 */
export function boltzApiBase(url: string): string {
  return url.trim().replace(/\/+$/, "").replace(/\/v2$/i, "");
}

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
  return `${boltzApiBase(apiUrl).replace(/^http/i, "ws")}/v2/ws`;
}

/**
 * The Boltz environment of a chain: 30 → mainnet, 31 → testnet (Boltz's public APIs, unless `apiUrl`
 * overrides them), 1337 → regtest at `regtestUrl`. Either URL may end in /v2 (boltzApiBase). Undefined when
 * the chain has no Lightning swaps or regtest has no URL configured.
 */
export function boltzEnvironmentForChain(
  chainId: number,
  config: { readonly regtestUrl?: string; readonly apiUrl?: string } = {},
): BoltzEnvironment | undefined {
  const network = bitcoinNetworkForChain(chainId);
  if (network === undefined) return undefined;
  const configured = network === "regtest" ? config.regtestUrl : (config.apiUrl ?? BOLTZ_API_URLS[network]);
  if (configured === undefined || configured.trim() === "") return undefined;
  const apiUrl = boltzApiBase(configured);
  if (network !== "regtest" && /^https?:\/\/(localhost|127\.|0\.0\.0\.0|\[::1\])/i.test(apiUrl)) {
    throw new RangeError(`A local Boltz (${apiUrl}) cannot serve chain ${chainId}`);
  }
  return { network, chainId, apiUrl, wsUrl: boltzWebSocketUrl(apiUrl) };
}
