import type { ChainId } from "@ceiba/core";
import { resolveAppChainId } from "./app-chain-rule";

export { resolveAppChainId } from "./app-chain-rule";

export const APP_CHAIN_ID: ChainId = resolveAppChainId(
  import.meta.env.VITE_CEIBA_DEFAULT_CHAIN_ID,
  typeof window === "undefined" ? "" : window.location.hostname,
);
