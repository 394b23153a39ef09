import { APP_CHAIN_ID } from "../../config/app-chain";
import { viemChain } from "../chain/chains";
import type { WalletPlugin } from "./wallet-plugins";
import { walletConnectPairings } from "./walletconnect/walletconnect-pairings";
import { walletConnectSettings } from "./walletconnect/walletconnect-settings";

const settings = walletConnectSettings(
  {
    projectId: import.meta.env.VITE_WALLETCONNECT_PROJECT_ID,
    relayUrl: import.meta.env.VITE_WALLETCONNECT_RELAY_URL,
  },
  APP_CHAIN_ID,
);

/**
 * WalletConnect (issue 20), offered when VITE_WALLETCONNECT_PROJECT_ID is set (and, on the local chain, the
 * stand-in's VITE_WALLETCONNECT_RELAY_URL: walletconnect-settings.ts). Picking it downloads wagmi's connector
 * and `@walletconnect/ethereum-provider`; the pairing URI shows in our WalletConnectDialog (QR, or a link on
 * a phone), which answers walletConnectPairings.
 */
export const walletConnectPlugin: WalletPlugin = {
  id: "walletConnect",
  kind: "walletconnect",
  configured: settings.offered,
  async load() {
    const { ceibaWalletConnect } = await import("./walletconnect/walletconnect-connector");
    const origin = typeof window === "undefined" ? "http://127.0.0.1:5173" : window.location.origin;
    return ceibaWalletConnect({
      projectId: settings.projectId,
      relayUrl: settings.relayUrl,
      chain: viemChain(APP_CHAIN_ID),
      metadata: { name: "Ceiba", description: "Ceiba", url: origin, icons: [`${origin}/icons/icon-192.png`] },
      pairings: walletConnectPairings,
    });
  },
};
