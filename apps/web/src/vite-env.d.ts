/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  /** The indexer API's base URL (default: the app's origin + /api, proxied on the local stack). */
  readonly VITE_CEIBA_API_URL?: string;
  readonly VITE_CEIBA_RPC_URL_30?: string;
  readonly VITE_CEIBA_RPC_URL_31?: string;
  /** The chain the app starts on (30, 31 or 1337); default 31, or 1337 when served by the local stack. */
  readonly VITE_CEIBA_DEFAULT_CHAIN_ID?: string;
  /** WalletConnect Cloud project id; the WalletConnect option is hidden without it. */
  readonly VITE_WALLETCONNECT_PROJECT_ID?: string;
  /** Trezor Connect's manifest e-mail; the Trezor is hidden without it (config/trezor-connect-flag.ts). */
  readonly VITE_CEIBA_TREZOR_MANIFEST_EMAIL?: string;
  /** A self-hosted Trezor Connect (https URL); unset, Trezor's own connect.trezor.io. */
  readonly VITE_CEIBA_TREZOR_CONNECT_SRC?: string;
  /** WalletConnect's relay (ws/wss); unset is WalletConnect's own. On 1337 the option needs it (the stand-in). */
  readonly VITE_WALLETCONNECT_RELAY_URL?: string;
  /** Web3Auth client id (dashboard.web3auth.io); e-mail / social login is hidden without it. */
  readonly VITE_CEIBA_WEB3AUTH_CLIENT_ID?: string;
  /** Web3Auth network: sapphire_mainnet or sapphire_devnet; default by chain (30 → mainnet, 31 / 1337 → devnet). */
  readonly VITE_CEIBA_WEB3AUTH_NETWORK?: string;
  /** The local chain's protocol: unset or "" (ours on 1337) or "tropykus" (the Tropykus-shaped deployment). */
  readonly VITE_CEIBA_PROTOCOL?: string;
  /** Maintenance: unset or "" (off), "security" (/maintenance on every route) or "notice" (/maintenance/notice). */
  readonly VITE_CEIBA_MAINTENANCE?: string;
  /** Year in review on /balance: unset or "" (off) or a 4-digit year (that UTC calendar year's summary). */
  readonly VITE_CEIBA_YEAR_IN_REVIEW?: string;
  /** Boltz on the local chain 1337 (default http://127.0.0.1:9001, the stand-in); see config/bitcoin-swaps-flags.ts. */
  readonly VITE_CEIBA_BOLTZ_API_URL?: string;
  /** "rbtc-btc": the RBTC → BTC swap shows its maintenance notice and is blocked; unset or "" is off. */
  readonly VITE_CEIBA_BTC_SWAP_MAINTENANCE?: string;
  /** Ceiba's own pages and channels (src/config/external-links.ts): VITE_CEIBA_URL_BLOG, _FAQS, _CHAT… */
  readonly [key: `VITE_CEIBA_URL_${string}`]: string | undefined;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
