import { BOLTZ_LOCAL_PROXY_PATH, boltzEnvironmentForChain, type BoltzEnvironment } from "@ceiba/lightning";
import { parseBoltzBaseUrl, parseBtcSwapMaintenance } from "./bitcoin-swaps-flags";

/** The Boltz base the app uses on the local chain (VITE_CEIBA_BOLTZ_API_URL; see bitcoin-swaps-flags.ts). */
export const LOCAL_BOLTZ_URL = parseBoltzBaseUrl(import.meta.env.VITE_CEIBA_BOLTZ_API_URL);

/** The maintenance notice of the RBTC → BTC swap (VITE_CEIBA_BTC_SWAP_MAINTENANCE=rbtc-btc). */
export const RBTC_TO_BTC_MAINTENANCE = parseBtcSwapMaintenance(import.meta.env.VITE_CEIBA_BTC_SWAP_MAINTENANCE);

/**
 * Boltz for a chain: public APIs on 30 / 31; on 1337 the configured URL, else this origin's /boltz (the web
 * server's proxy to the local stand-in); undefined elsewhere.
 */
export function boltzEnvironment(chainId: number): BoltzEnvironment | undefined {
  const regtestUrl = LOCAL_BOLTZ_URL ?? `${window.location.origin}${BOLTZ_LOCAL_PROXY_PATH}`;
  return boltzEnvironmentForChain(chainId, { regtestUrl });
}
