/**
 * The Bitcoin side of /trade-swaps' build switches (read in config/bitcoin-swaps.ts). No import.meta here,
 * so that the parsing is tested (and can be checked by vite.config.ts before a build).
 *
 * - VITE_CEIBA_BOLTZ_API_URL: the Boltz API base the app uses on the local chain 1337 (regtest), with or
 *   without its `/v2` suffix. Default: none, and the app asks its own origin's `/boltz`, which the web
 *   server proxies to the stand-in `npm start` runs (vite.config.ts; wherever CEIBA_BOLTZ_PORT puts it).
 *   Chains 30 and 31 always use Boltz's public APIs (@ceiba/lightning BOLTZ_API_URLS): a local
 *   URL is refused there.
 * - VITE_CEIBA_BTC_SWAP_MAINTENANCE: "rbtc-btc" shows the maintenance notice of lending-engine §2 on the
 *   RBTC → BTC direction and blocks it; unset or "" is off. Any other value is refused.
 */
/** The Boltz base URL without a trailing slash or `/v2` (the client adds `/v2/...` itself); none when unset. */
export function parseBoltzBaseUrl(value: string | undefined): string | undefined {
  const text = value?.trim() ?? "";
  if (text === "") return undefined;
  if (!/^https?:\/\/[^\s]+$/i.test(text)) {
    throw new Error(`VITE_CEIBA_BOLTZ_API_URL is "${value}": give an http(s) URL such as http://127.0.0.1:9001`);
  }
  return text.replace(/\/+$/, "").replace(/\/v2$/, "");
}

/** Whether the RBTC → BTC direction is in maintenance. */
export function parseBtcSwapMaintenance(value: string | undefined): boolean {
  const text = value?.trim() ?? "";
  if (text === "") return false;
  if (text === "rbtc-btc") return true;
  throw new Error(
    `VITE_CEIBA_BTC_SWAP_MAINTENANCE is "${value}": leave it unset or empty (off), or set it to "rbtc-btc"`,
  );
}
