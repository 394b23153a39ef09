import type { Chain } from "viem";
import { createConnector, type CreateConnectorFn } from "wagmi";
import { walletConnect } from "wagmi/connectors/walletConnect";
import type { WalletConnectPairings } from "./walletconnect-pairings";

/** WalletConnect's key-value store (its IKeyValueStorage), as wagmi's connector types it. */
type WalletConnectStorage = NonNullable<Parameters<typeof walletConnect>[0]["storage"]>;

export interface CeibaWalletConnectOptions {
  projectId: string;
  /** undefined: WalletConnect's own relay. */
  relayUrl: string | undefined;
  /** The app's chain: the only one the session asks the wallet for. */
  chain: Chain;
  /** The app as the wallet shows it (name, URL, icon). */
  metadata: { name: string; description: string; url: string; icons: string[] };
  /** Where the pairing URI goes (the dialog) and the user's cancel comes from. */
  pairings: WalletConnectPairings;
  /** WalletConnect's own store of keys and sessions (tests: in memory; default: the browser's IndexedDB). */
  storage?: WalletConnectStorage;
}

/** The pairing topic of a `wc:` URI (`wc:<topic>@2?…`). */
export function pairingTopicOf(uri: string): string | undefined {
  return /^wc:([0-9a-f]+)@2\b/i.exec(uri)?.[1];
}

/**
 * wagmi's WalletConnect connector (`@walletconnect/ethereum-provider` underneath), as Ceiba uses it:
 * - only the app's chain: wagmi would ask the wallet for every configured chain (30, 31, 1337), so the
 *   connector sees a config holding the app's chain alone, and the session's optionalChains is that chain;
 * - no WalletConnect modal (`showQrModal: false`: it is Reown AppKit, which fetches its remote config and is
 *   not the spec's dialog): the pairing URI goes to `pairings`, which our dialog shows as a QR or a link;
 * - closing that dialog ends the attempt (WalletConnectCancelled) and drops the pairing at the relay, so a
 *   wallet scanning the old QR later cannot connect behind the user's back;
 * - no analytics (`telemetryEnabled: false`, else the library posts events to pulse.walletconnect.org).
 * Session restore, wallet-side disconnect (`session_delete`) and provider.disconnect are wagmi's connector's.
 */
export function ceibaWalletConnect(options: CeibaWalletConnectOptions): CreateConnectorFn {
  const inner = walletConnect({
    projectId: options.projectId,
    ...(options.relayUrl !== undefined && { relayUrl: options.relayUrl }),
    ...(options.storage !== undefined && { storage: options.storage }),
    showQrModal: false,
    telemetryEnabled: false,
    metadata: options.metadata,
  });
  return createConnector((config) => {
    const chains = config.chains.filter((chain) => chain.id === options.chain.id);
    const base = inner({ ...config, chains: chains.length > 0 ? (chains as [Chain]) : [options.chain] });
    const baseConnect = base.connect;
    return {
      ...base,
      async connect(parameters) {
        const attempt = options.pairings.begin();
        let uri: string | undefined;
        const onMessage = (message: { type: string; data?: unknown }) => {
          if (message.type !== "display_uri" || typeof message.data !== "string") return;
          uri = message.data;
          attempt.show(uri);
        };
        config.emitter.on("message", onMessage);
        try {
          const connected = await Promise.race([baseConnect.call(this, parameters), attempt.cancelled]);
          // wagmi types `accounts` by the caller's `withCapabilities`; this is the base connector's own answer.
          return connected as never;
        } catch (error) {
          if (uri !== undefined && error instanceof Error && error.name === "WalletConnectCancelled") {
            await dropPairing(await base.getProvider(), uri);
          }
          throw error;
        } finally {
          config.emitter.off("message", onMessage);
          attempt.end();
        }
      },
    };
  });
}

/** Forgets the pairing of a cancelled attempt (unsubscribed at the relay): its proposal can no longer land. */
async function dropPairing(provider: unknown, uri: string): Promise<void> {
  const topic = pairingTopicOf(uri);
  const pairing = (provider as PairingHolder | undefined)?.signer?.client?.core?.pairing;
  if (!topic || !pairing) return;
  await pairing.disconnect({ topic }).catch(() => undefined);
}

/** The part of EthereumProvider → UniversalProvider → SignClient → Core that dropPairing uses. */
interface PairingHolder {
  signer?: { client?: { core?: { pairing?: { disconnect(params: { topic: string }): Promise<void> } } } };
}
