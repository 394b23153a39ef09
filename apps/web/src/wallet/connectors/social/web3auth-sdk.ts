import { numberToHex, type Chain } from "viem";
import type { SocialLogin, Web3AuthNetwork } from "./social-login-config";
import { provideNodeBuffer, provideNodeGlobal, provideNodeProcess } from "../node-buffer";

/** An EIP-1193 provider (Web3Auth's, once a user is signed in). */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
}

/**
 * The part of Web3Auth's no-modal SDK (Web3AuthNoModal, @web3auth/no-modal 10) the connector uses. The
 * tests give the connector a stand-in with this surface (test/web3auth-standin.ts).
 */
export interface Web3AuthLike {
  /** Fetches the project's configuration and sets up the login; a stored session is then restored. */
  init(): Promise<void>;
  connectTo(connector: "auth", login: SocialLogin): Promise<Eip1193Provider | null>;
  readonly provider: Eip1193Provider | null;
  readonly connected: boolean;
  /** CONNECTOR_STATUS: not_ready, ready, connecting, connected, errored… */
  readonly status: string;
  logout(): Promise<void>;
  on(event: Web3AuthEvent, listener: (...args: unknown[]) => void): unknown;
  removeListener(event: Web3AuthEvent, listener: (...args: unknown[]) => void): unknown;
}

/** The SDK's CONNECTOR_EVENTS the connector follows. */
export type Web3AuthEvent = "ready" | "connected" | "disconnected" | "errored" | "rehydration_error";

/** The chain as Web3Auth's CustomChainConfig describes it. */
export interface Web3AuthChainConfig {
  chainNamespace: "eip155";
  chainId: string;
  rpcTarget: string;
  displayName: string;
  blockExplorerUrl: string;
  ticker: string;
  tickerName: string;
  logo: string;
  decimals: number;
  isTestnet: boolean;
}

/** What the SDK is created with. */
export interface Web3AuthSetup {
  clientId: string;
  network: Web3AuthNetwork;
  chain: Web3AuthChainConfig;
}

/** The app's chain for Web3Auth: its id, the app's RPC endpoint, RBTC, the explorer. */
export function web3AuthChainConfig(chain: Chain, rpcUrl: string): Web3AuthChainConfig {
  return {
    chainNamespace: "eip155",
    chainId: numberToHex(chain.id),
    rpcTarget: rpcUrl,
    displayName: chain.name,
    blockExplorerUrl: chain.blockExplorers?.default.url ?? "",
    ticker: chain.nativeCurrency.symbol,
    tickerName: chain.nativeCurrency.name,
    logo: "",
    decimals: chain.nativeCurrency.decimals,
    isTestnet: chain.testnet ?? false,
  };
}

/**
 * Web3Auth's no-modal SDK for the app's chain only, its logins in a popup (the page stays). The SDK is large
 * (several MB before compression): it is imported here, on demand, never by the first route.
 */
export async function createWeb3Auth(setup: Web3AuthSetup): Promise<Web3AuthLike> {
  await provideNodeBuffer(); // the SDK's session code (@toruslabs) uses Node's global Buffer
  provideNodeGlobal(); // and some of its dependencies Node's `global`
  await provideNodeProcess(); // and `process` (process.nextTick)
  const { Web3AuthNoModal, UX_MODE, WALLET_CONNECTORS } = await import("@web3auth/no-modal");
  const sdk = new Web3AuthNoModal({
    clientId: setup.clientId,
    web3AuthNetwork: setup.network,
    chains: [setup.chain],
    defaultChainId: setup.chain.chainId,
    uiConfig: { uxMode: UX_MODE.POPUP },
    // The injected wallets and WalletConnect have their own options in the connect dialog.
    multiInjectedProviderDiscovery: false,
  });
  return {
    init: () => sdk.init(),
    connectTo: (_connector, login) => sdk.connectTo(WALLET_CONNECTORS.AUTH, login),
    get provider() {
      return sdk.provider;
    },
    get connected() {
      return sdk.connected;
    },
    get status() {
      return sdk.status;
    },
    logout: () => sdk.logout(),
    on: (event, listener) => sdk.on(event, listener),
    removeListener: (event, listener) => sdk.removeListener(event, listener),
  };
}
