/**
 * The app's BitcoinSwapServices: @ceiba/lightning over Boltz's API for the chain (config/bitcoin-swaps.ts),
 * localStorage for the swaps, a viem public client on the app's RPC for the chain view, and wagmi's wallet
 * client for the claim, lock and refund (simulated, legacy gas price, receipt awaited by @ceiba/lightning).
 */
import {
  claimSwap,
  createBoltzClient,
  createKeyValueSwapStore,
  createSwapUpdates,
  lockSubmarineSwap,
  readSwapChainView,
  refundSubmarineSwap,
  startReverseSwap,
  startSubmarineSwap,
  type BoltzClient,
  type BoltzEnvironment,
  type StoredSwap,
  type SwapStore,
} from "@ceiba/lightning";
import type { Account, Chain, PublicClient, Transport, WalletClient } from "viem";
import type { BitcoinSwapServices, SwapWalletActions, TxPhaseListener } from "./bitcoin-swap-services";

export interface BoltzServicesOptions {
  readonly environment: BoltzEnvironment;
  readonly publicClient: PublicClient;
  /** The connected wallet's client on the swap's chain (throws RequestRefusedError without one). */
  readonly walletClient: () => Promise<WalletClient<Transport, Chain, Account>>;
  readonly store?: SwapStore;
  readonly boltz?: BoltzClient;
  readonly now?: () => number;
}

/**
 * A store that tells `onSaved` when @ceiba/lightning records a sent transaction's hash (it saves the swap
 * with lockTx / claimTx / refundTx the moment the wallet returns the hash, before waiting for the receipt).
 */
function observedStore(store: SwapStore, onSaved: (swap: StoredSwap) => void): SwapStore {
  return {
    ...store,
    async save(swap) {
      await store.save(swap);
      onSaved(swap);
    },
  };
}

/** The wallet client, with the wallet's prompt reported (sign in wallet) before sendTransaction. */
function promptingWallet(
  walletClient: WalletClient<Transport, Chain, Account>,
  onPhase: TxPhaseListener,
): WalletClient<Transport, Chain, Account> {
  return {
    ...walletClient,
    sendTransaction: ((args: Parameters<typeof walletClient.sendTransaction>[0]) => {
      onPhase("awaitingSignature");
      return walletClient.sendTransaction(args);
    }) as typeof walletClient.sendTransaction,
  };
}

export function createBoltzServices(options: BoltzServicesOptions): BitcoinSwapServices {
  const { environment, publicClient } = options;
  const boltz = options.boltz ?? createBoltzClient({ baseUrl: environment.apiUrl });
  const store = options.store ?? createKeyValueSwapStore(window.localStorage);
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const context = () => ({ client: boltz, store, publicClient, chainId: environment.chainId, nowSeconds: now() });

  const walletActions = async (): Promise<SwapWalletActions> => {
    const walletClient = await options.walletClient();
    const wallet = (onPhase: TxPhaseListener, key: "claimTx" | "lockTx" | "refundTx") => {
      onPhase("sending");
      return {
        publicClient,
        walletClient: promptingWallet(walletClient, onPhase),
        store: observedStore(store, (saved) => {
          const hash = saved[key];
          if (hash !== undefined) onPhase("sent", hash);
        }),
      };
    };
    return {
      async claim(swap, onPhase) {
        const hash = await claimSwap(wallet(onPhase, "claimTx"), swap);
        onPhase("mined", hash);
        return hash;
      },
      async lock(swap, onPhase) {
        const hash = await lockSubmarineSwap(wallet(onPhase, "lockTx"), swap);
        onPhase("mined", hash);
        return hash;
      },
      async refund(swap, cooperative, onPhase) {
        const hash = await refundSubmarineSwap(wallet(onPhase, "refundTx"), swap, cooperative ? boltz : undefined);
        onPhase("mined", hash);
        return hash;
      },
    };
  };

  return {
    chainId: environment.chainId,
    boltz,
    store,
    startReverse: (request) => startReverseSwap(context(), request),
    startSubmarine: (request) => startSubmarineSwap(context(), request),
    chainView: (swap) => readSwapChainView(publicClient, swap),
    wallet: walletActions,
    watch(onUpdate) {
      const updates = createSwapUpdates({
        wsUrl: environment.wsUrl,
        client: boltz,
        onUpdate: (id, update) => onUpdate(id, update.status),
      });
      return updates;
    },
    now,
  };
}
