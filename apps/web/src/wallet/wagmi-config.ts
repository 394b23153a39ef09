import { LOCAL_CHAIN_ID, MAINNET_CHAIN_ID, TESTNET_CHAIN_ID, type ChainId } from "@ceiba/core";
import { defineChain, type Chain } from "viem";
import { rootstock, rootstockTestnet } from "viem/chains";
import { createConfig, http } from "wagmi";
import { injected } from "wagmi/connectors";
import { ENDPOINTS } from "../config/endpoints";

/** Chain 1337 as served by the local stack (behind the app's origin at /rpc). */
export const ceibaLocal = defineChain({
  id: LOCAL_CHAIN_ID,
  name: "Local",
  nativeCurrency: { name: "Rootstock Bitcoin", symbol: "RBTC", decimals: 18 },
  rpcUrls: { default: { http: [ENDPOINTS.rpc[LOCAL_CHAIN_ID]] } },
});

export const APP_CHAINS: Record<ChainId, Chain> = {
  [TESTNET_CHAIN_ID]: rootstockTestnet,
  [MAINNET_CHAIN_ID]: rootstock,
  [LOCAL_CHAIN_ID]: ceibaLocal,
};

export const wagmiConfig = createConfig({
  chains: [rootstockTestnet, rootstock, ceibaLocal],
  // EIP-6963 discovery finds every browser wallet that announces itself; `injected` covers the rest.
  multiInjectedProviderDiscovery: true,
  connectors: [injected()],
  transports: {
    [TESTNET_CHAIN_ID]: http(ENDPOINTS.rpc[TESTNET_CHAIN_ID], { batch: { batchSize: 100 } }),
    [MAINNET_CHAIN_ID]: http(ENDPOINTS.rpc[MAINNET_CHAIN_ID], { batch: { batchSize: 100 } }),
    [LOCAL_CHAIN_ID]: http(ENDPOINTS.rpc[LOCAL_CHAIN_ID], { batch: { batchSize: 100 } }),
  },
});

declare module "wagmi" {
  interface Register {
    config: typeof wagmiConfig;
  }
}
