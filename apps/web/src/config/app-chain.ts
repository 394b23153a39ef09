import { DEFAULT_CHAIN_ID, isSupportedChainId, LOCAL_CHAIN_ID, type ChainId } from "@ceiba/core";

/**
 * The chain the app works on: VITE_CEIBA_DEFAULT_CHAIN_ID, else 1337 when served from this machine (the
 * local stack), else 31. The same rule as the wallet session's, for the shell's use before the wallet
 * code has loaded.
 */
export function resolveAppChainId(configured: string | undefined, hostname: string): ChainId {
  const fromEnv = Number(configured);
  if (configured !== undefined && configured !== "" && isSupportedChainId(fromEnv)) return fromEnv;
  return ["127.0.0.1", "localhost"].includes(hostname) ? LOCAL_CHAIN_ID : DEFAULT_CHAIN_ID;
}

export const APP_CHAIN_ID: ChainId = resolveAppChainId(
  import.meta.env.VITE_CEIBA_DEFAULT_CHAIN_ID,
  typeof window === "undefined" ? "" : window.location.hostname,
);
