import {
  DEFAULT_CHAIN_ID,
  isSupportedChainId,
  LOCAL_CHAIN_ID,
  type ChainId,
} from "../../../../packages/core/src/constants/chains.js";

/**
 * The rule that picks the app's chain, without import.meta so that the build (plugins/prerender-home.ts)
 * applies it too; config/app-chain.ts applies it to the page. Relative import: vite.config.ts loads this.
 */

/** The hosts that serve the local stack's app (`npm start`). */
export const LOCAL_HOSTS: readonly string[] = ["127.0.0.1", "localhost"];

/** VITE_CEIBA_DEFAULT_CHAIN_ID as a chain, or undefined when unset or not a chain Ceiba runs on. */
export function configuredChainId(configured: string | undefined): ChainId | undefined {
  const value = Number(configured);
  return configured !== undefined && configured !== "" && isSupportedChainId(value) ? value : undefined;
}

/**
 * The chain the app works on: VITE_CEIBA_DEFAULT_CHAIN_ID, else 1337 when served from this machine (the
 * local stack), else 31. The same rule as the wallet session's, for the shell's use before the wallet
 * code has loaded.
 */
export function resolveAppChainId(configured: string | undefined, hostname: string): ChainId {
  return configuredChainId(configured) ?? (LOCAL_HOSTS.includes(hostname) ? LOCAL_CHAIN_ID : DEFAULT_CHAIN_ID);
}
