import { CHAIN_IDS, LOCAL_CHAIN_ID, type ChainId } from "@ceiba/core";
import type { Chain } from "viem";
import { createConfig, injected, type CreateConnectorFn, type Transport } from "wagmi";
import { APP_CHAIN_ID } from "../config/app-chain";
import { ENDPOINTS } from "../config/endpoints";
import { viemChain } from "./chain/chains";
import { rpcTransport } from "./chain/rpc-transport";
import { localWallet } from "./connectors/local-wallet-connector";

export interface WalletConfigOptions {
  /** Extra connectors (tests: a mock). */
  connectors?: readonly CreateConnectorFn[];
  /** EIP-6963 discovery of browser wallets (default true). */
  multiInjectedProviderDiscovery?: boolean;
}

/**
 * wagmi's config: the three chains with the app's chain first (wagmi's default), HTTP transports batching
 * at most 100 calls, and the always-present connectors: plain `injected` (window.ethereum, for wallets that
 * do not announce themselves over EIP-6963) and, on chain 1337, the local wallet. EIP-6963 wallets join by
 * discovery; WalletConnect, hardware wallets and social login are plugins set up when picked
 * (connectors/wallet-plugins.ts), so none of their code is in this chunk.
 */
export function createWalletConfig(appChainId: ChainId, options: WalletConfigOptions = {}) {
  const others = CHAIN_IDS.filter((id) => id !== appChainId);
  const chains = [viemChain(appChainId), ...others.map(viemChain)] as const satisfies readonly [Chain, ...Chain[]];
  const transports = Object.fromEntries(CHAIN_IDS.map((id) => [id, rpcTransport(id)])) as Record<ChainId, Transport>;
  const connectors: CreateConnectorFn[] = [injected()];
  if (appChainId === LOCAL_CHAIN_ID) {
    connectors.push(localWallet({ chain: viemChain(LOCAL_CHAIN_ID), rpcUrl: ENDPOINTS.rpc[LOCAL_CHAIN_ID] }));
  }
  connectors.push(...(options.connectors ?? []));
  return createConfig({
    chains,
    transports,
    connectors,
    multiInjectedProviderDiscovery: options.multiInjectedProviderDiscovery ?? true,
  });
}

export type WalletConfig = ReturnType<typeof createWalletConfig>;

/** The app's config (created when the wallet code loads, after the first paint). */
export const wagmiConfig: WalletConfig = createWalletConfig(APP_CHAIN_ID);

declare module "wagmi" {
  interface Register {
    config: WalletConfig;
  }
}
