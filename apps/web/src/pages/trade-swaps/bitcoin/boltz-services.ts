/**
 * The app's BitcoinSwapServices: @ceiba/lightning over Boltz's API for the chain (config/bitcoin-swaps.ts),
 * localStorage for the swaps, a viem public client on the app's RPC for the chain view, and wagmi's wallet
 * client for the claim, lock and refund (simulated, legacy gas price, receipt awaited by @ceiba/lightning,
 * whose hooks report the wallet's prompt and the hash, stored with the swap before the receipt is awaited).
 */
import {
  BoltzApiError,
  claimBtcSwap,
  claimSwap,
  createBoltzClient,
  createKeyValueSwapStore,
  createSwapUpdates,
  lockSubmarineSwap,
  prunePendingSwaps,
  readSwapChainView,
  refundBtcSwap,
  refundSubmarineSwap,
  startChainSwap,
  startChainToBtcSwap,
  startReverseSwap,
  startSubmarineSwap,
  watchSwapTransaction,
  type BoltzClient,
  type BoltzEnvironment,
  type SwapStore,
  type SwapTransactionHooks,
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

/** @ceiba/lightning's transaction hooks as the runner's phases (the hash is stored before `sent` is told). */
const phaseHooks = (onPhase: TxPhaseListener): SwapTransactionHooks => ({
  onAwaitingSignature: () => onPhase("awaitingSignature"),
  onHash: (hash) => onPhase("sent", hash),
});

export function createBoltzServices(options: BoltzServicesOptions): BitcoinSwapServices {
  const { environment, publicClient } = options;
  const boltz = options.boltz ?? createBoltzClient({ baseUrl: environment.apiUrl });
  const store = options.store ?? createKeyValueSwapStore(window.localStorage);
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const context = () => ({ client: boltz, store, publicClient, chainId: environment.chainId, nowSeconds: now() });
  // The secrets of swaps that were never created (or whose swap is stored with them) would stay in this
  // browser for ever: drop them, best effort (@ceiba/lightning prunePendingSwaps says why that is safe).
  void prunePendingSwaps(store, now()).catch(() => undefined);

  const walletActions = async (): Promise<SwapWalletActions> => {
    const walletClient = await options.walletClient();
    const wallet = { publicClient, walletClient, store };
    return {
      async claim(swap, onPhase) {
        onPhase("sending");
        const hash = await claimSwap(wallet, swap, phaseHooks(onPhase));
        onPhase("mined", hash);
        return hash;
      },
      async lock(swap, onPhase) {
        onPhase("sending");
        const hash = await lockSubmarineSwap(wallet, swap, phaseHooks(onPhase));
        onPhase("mined", hash);
        return hash;
      },
      async refund(swap, cooperative, onPhase) {
        onPhase("sending");
        const hash = await refundSubmarineSwap(wallet, swap, cooperative ? boltz : undefined, phaseHooks(onPhase));
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
    startChain: (request) => startChainSwap(context(), request),
    startChainToBtc: (request) => startChainToBtcSwap(context(), request),
    claimBtc: (swap) => claimBtcSwap(boltz, store, swap),
    async refundBtc(swap, destinationAddress) {
      // The refund spends one Taproot input through a script leaf, as the BTC claim does: Boltz's estimate of that
      // claim's miner fee (the RBTC → BTC pair's) is the refund's fee too.
      const pair = await boltz.getPair("chainToBtc");
      if (pair?.claimFeeEstimateSat === undefined) {
        throw new BoltzApiError("lightning.notAvailable", "no BTC miner fee estimate from Boltz");
      }
      return refundBtcSwap(boltz, store, swap, { destinationAddress, feeSat: pair.claimFeeEstimateSat });
    },
    bitcoinHeight: () => boltz.getBitcoinHeight(),
    chainView: (swap) => readSwapChainView(publicClient, swap),
    wallet: walletActions,
    watchTransaction: (hash) => watchSwapTransaction(publicClient, hash),
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
