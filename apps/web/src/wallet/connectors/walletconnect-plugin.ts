import type { WalletPlugin } from "./wallet-plugins";

const projectId = import.meta.env.VITE_WALLETCONNECT_PROJECT_ID ?? "";

/**
 * WalletConnect, offered only when VITE_WALLETCONNECT_PROJECT_ID is set. wagmi's connector loads
 * `@walletconnect/ethereum-provider` itself, on demand; that package is not installed yet, so picking the
 * option fails with "unavailable" until it is (the build works either way).
 */
export const walletConnectPlugin: WalletPlugin = {
  id: "walletConnect",
  kind: "walletconnect",
  configured: projectId !== "",
  async load() {
    const { walletConnect } = await import("wagmi/connectors/walletConnect");
    const origin = typeof window === "undefined" ? "http://127.0.0.1:5173" : window.location.origin;
    return walletConnect({
      projectId,
      showQrModal: true,
      metadata: { name: "Ceiba", description: "Ceiba", url: origin, icons: [`${origin}/favicon.ico`] },
    });
  },
};
