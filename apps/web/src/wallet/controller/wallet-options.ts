import type { Connector } from "wagmi";
import type { WalletPlugin } from "../connectors/wallet-plugins";
import { LOCAL_WALLET_ID } from "../connectors/local-wallet-connector";
import type { WalletKind } from "../session";
import type { WalletOption } from "../wallet-state";

/** wagmi's plain injected connector (window.ethereum) has this id; EIP-6963 ones have their rdns. */
export const PLAIN_INJECTED_ID = "injected";

export function walletKindOf(connector: Pick<Connector, "id" | "type">, plugins: readonly WalletPlugin[]): WalletKind {
  if (connector.id === LOCAL_WALLET_ID) return "local";
  const plugin = plugins.find((candidate) => candidate.id === connector.id);
  if (plugin) return plugin.kind;
  return "browser";
}

/**
 * The connect dialog's list: EIP-6963 wallets with their names and icons; the plain injected wallet only
 * when a window.ethereum exists that no EIP-6963 wallet announced (the same wallet otherwise shows twice);
 * the local wallet (present on chain 1337 only); then the configured plugins.
 */
export function listWalletOptions(
  connectors: readonly Pick<Connector, "id" | "name" | "type" | "icon">[],
  plugins: readonly WalletPlugin[],
  hasWindowEthereum: boolean,
): WalletOption[] {
  const announced = connectors.filter(
    (connector) => connector.type === "injected" && connector.id !== PLAIN_INJECTED_ID,
  );
  const options: WalletOption[] = announced.map((connector) => ({
    id: connector.id,
    kind: "browser",
    name: connector.name,
    icon: connector.icon,
  }));
  if (announced.length === 0 && hasWindowEthereum && connectors.some((c) => c.id === PLAIN_INJECTED_ID)) {
    options.push({ id: PLAIN_INJECTED_ID, kind: "browser", name: undefined, icon: undefined });
  }
  if (connectors.some((connector) => connector.id === LOCAL_WALLET_ID)) {
    options.push({ id: LOCAL_WALLET_ID, kind: "local", name: undefined, icon: undefined });
  }
  for (const plugin of plugins) {
    if (plugin.configured) options.push({ id: plugin.id, kind: plugin.kind, name: undefined, icon: undefined });
  }
  return options;
}
