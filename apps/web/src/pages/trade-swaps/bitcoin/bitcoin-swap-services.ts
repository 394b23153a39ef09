/**
 * Everything the Bitcoin side does outside the page, behind one interface: Boltz (pairs, status, live
 * updates), the browser's swap store, the chain's view of a lock, and the wallet's claim / lock / refund.
 * The app builds it from @ceiba/lightning over wagmi (boltz-services.ts); the tests give fakes at the
 * @ceiba/lightning boundary (test-bitcoin-swaps.ts). No network in the components themselves.
 */
import type { RefundPhase } from "@ceiba/core";
import type {
  BoltzClient,
  StoredChainSwap,
  StoredChainToBtcSwap,
  StoredUserClaimSwap,
  StoredUserLockSwap,
  StoredReverseSwap,
  StoredSubmarineSwap,
  StoredSwap,
  SwapChainView,
  SwapStore,
} from "@ceiba/lightning";
import { createContext, useContext } from "react";
import type { Address, Hash } from "viem";

/** What the wallet side reports while a claim, lock or refund goes through (core's RefundPhase). */
export type TxPhaseListener = (phase: Exclude<RefundPhase, "idle" | "failed">, hash?: Hash) => void;

/**
 * The connected wallet's EtherSwap calls, each resolved once its receipt is in. `onPhase` hears, in order:
 * sending → awaitingSignature (the wallet's prompt) → sent with the hash (already stored with the swap) → mined.
 */
export interface SwapWalletActions {
  claim(swap: StoredUserClaimSwap, onPhase: TxPhaseListener): Promise<Hash>;
  /** Locks the user's RBTC: a submarine swap's, or an RBTC → BTC chain swap's. */
  lock(swap: StoredUserLockSwap, onPhase: TxPhaseListener): Promise<Hash>;
  refund(swap: StoredUserLockSwap, cooperative: boolean, onPhase: TxPhaseListener): Promise<Hash>;
}

export interface SwapStatusWatch {
  subscribe(ids: readonly string[]): void;
  unsubscribe(ids: readonly string[]): void;
  close(): void;
}

export interface BitcoinSwapServices {
  readonly chainId: number;
  readonly boltz: Pick<BoltzClient, "getPair" | "getSwapStatus">;
  readonly store: SwapStore;
  /** Creates a reverse swap; its secrets are in the store when it resolves (@ceiba/lightning startReverseSwap). */
  startReverse(request: { invoiceAmountSat: bigint; claimAddress: Address }): Promise<StoredReverseSwap>;
  /**
   * Creates a chain swap (BTC on chain → RBTC): the user sends `userLockAmountSat` to Boltz's BTC lockup address.
   * Its secrets (preimage, BTC refund key) are in the store before the POST, as startReverse's
   * (@ceiba/lightning startChainSwap).
   */
  startChain(request: { userLockAmountSat: bigint; claimAddress: Address }): Promise<StoredChainSwap>;
  /**
   * Creates a chain swap RBTC → BTC: the user locks `userLockAmountSat` RBTC from `refundAddress`, Boltz locks BTC
   * the browser claims to `btcDestinationAddress`. Secrets (preimage, BTC claim key) stored before the POST
   * (@ceiba/lightning startChainToBtcSwap).
   */
  startChainToBtc(request: {
    userLockAmountSat: bigint;
    refundAddress: Address;
    btcDestinationAddress: string;
  }): Promise<StoredChainToBtcSwap>;
  /**
   * Claims Boltz's BTC lock of an RBTC → BTC swap in the browser (no wallet): signed, stored, then sent through
   * Boltz (@ceiba/lightning claimBtcSwap); resolves with the swap as stored.
   */
  claimBtc(swap: StoredChainToBtcSwap): Promise<StoredChainToBtcSwap>;
  /**
   * Refunds the user's BTC lock of a BTC → RBTC swap Boltz gave up, to `destinationAddress`, in the browser (no
   * wallet): signed, stored, then sent through Boltz (@ceiba/lightning refundBtcSwap); the swap as stored.
   */
  refundBtc(swap: StoredChainSwap, destinationAddress: string): Promise<StoredChainSwap>;
  /** The Bitcoin chain's height as Boltz sees it (a BTC refund's lock time counts against it). */
  bitcoinHeight(): Promise<bigint>;
  /** Creates a submarine swap paying `invoice`; stored when it resolves (startSubmarineSwap). */
  startSubmarine(request: { invoice: string; amountSat: bigint; refundAddress: Address }): Promise<StoredSubmarineSwap>;
  /** What the chain shows of the swap's lock now (readSwapChainView). */
  chainView(swap: StoredSwap): Promise<SwapChainView>;
  /** The connected wallet's actions on the swap's chain; throws RequestRefusedError without one. */
  wallet(): Promise<SwapWalletActions>;
  /**
   * The receipt of a swap transaction sent earlier (its hash stored with the swap: a reload during its
   * confirmation): "success" or "reverted"; rejects when none comes (dropped). @ceiba/lightning watchSwapTransaction.
   */
  watchTransaction(hash: Hash): Promise<"success" | "reverted">;
  /** Live statuses (Boltz's WebSocket, polling while it is down): the update's provider status by id. */
  watch(onUpdate: (id: string, status: string) => void): SwapStatusWatch;
  /** Unix seconds. */
  now(): number;
}

export const BitcoinSwapServicesContext = createContext<BitcoinSwapServices | undefined>(undefined);

/** The services of the page (undefined on a chain without Lightning swaps). */
export function useBitcoinSwapServices(): BitcoinSwapServices | undefined {
  return useContext(BitcoinSwapServicesContext);
}
