import { boltzEnvironmentForChain, type BoltzEnvironment } from "@ceiba/lightning";
import { parseBoltzBaseUrl, parseBtcSwapMaintenance } from "./bitcoin-swaps-flags";

/** The Boltz base the app uses on the local chain (VITE_CEIBA_BOLTZ_API_URL; see bitcoin-swaps-flags.ts). */
export const LOCAL_BOLTZ_URL = parseBoltzBaseUrl(import.meta.env.VITE_CEIBA_BOLTZ_API_URL);

/** The maintenance notice of the RBTC → BTC swap (VITE_CEIBA_BTC_SWAP_MAINTENANCE=rbtc-btc). */
export const RBTC_TO_BTC_MAINTENANCE = parseBtcSwapMaintenance(import.meta.env.VITE_CEIBA_BTC_SWAP_MAINTENANCE);

/** Boltz for a chain: public APIs on 30 / 31, the configured (stand-in) URL on 1337; undefined elsewhere. */
export function boltzEnvironment(chainId: number): BoltzEnvironment | undefined {
  return boltzEnvironmentForChain(chainId, { regtestUrl: LOCAL_BOLTZ_URL });
}
