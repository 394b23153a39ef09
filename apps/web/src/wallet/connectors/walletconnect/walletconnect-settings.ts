import { LOCAL_CHAIN_ID, type ChainId } from "@ceiba/core";

/**
 * WalletConnect's build settings (no import.meta here, so the rule is tested):
 * - VITE_WALLETCONNECT_PROJECT_ID: the WalletConnect Cloud project id; without it the option is hidden.
 * - VITE_WALLETCONNECT_RELAY_URL: the relay's WebSocket URL; unset is WalletConnect's own relay. On the local
 *   chain 1337 the option is offered only with it (the local stand-in relay `npm start` runs): no wallet on
 *   WalletConnect's real network knows the local chain.
 */
export interface WalletConnectSettings {
  projectId: string;
  /** undefined: the library's default, WalletConnect's relay (wss://relay.walletconnect.org). */
  relayUrl: string | undefined;
  /** Whether the connect dialog offers it on this build's chain. */
  offered: boolean;
}

export function walletConnectSettings(
  env: { projectId?: string; relayUrl?: string },
  appChainId: ChainId,
): WalletConnectSettings {
  const projectId = env.projectId?.trim() ?? "";
  const relayText = env.relayUrl?.trim() ?? "";
  if (relayText !== "" && !/^wss?:\/\/[^\s]+$/i.test(relayText)) {
    throw new Error(
      `VITE_WALLETCONNECT_RELAY_URL is "${env.relayUrl}": give a ws(s) URL such as ws://127.0.0.1:9002, or leave it unset`,
    );
  }
  const relayUrl = relayText === "" ? undefined : relayText;
  const chainAllowed = appChainId !== LOCAL_CHAIN_ID || relayUrl !== undefined;
  return { projectId, relayUrl, offered: projectId !== "" && chainAllowed };
}
