/**
 * One swap's view, resumable (issue 19 "Nothing lost"): reads the stored swap, Boltz's status and the chain,
 * asks @ceiba/lightning's nextSwapAction what comes next, and follows Boltz's live updates until the swap
 * ends. Opening it again after a reload, a closed tab or a wallet disconnect continues from where the chain
 * and Boltz say the swap is: a reverse swap whose lock is there is claimed, a failed submarine swap offers
 * its refund once `refundability` allows it. The wallet's transactions report the refund steps' phases.
 * A transaction sent before the reload (its hash is stored with the swap before its receipt is awaited) is
 * watched by that hash instead of being sent again: a claim under way is never claimed twice.
 */
import { isErrorId, lightningSwapProgress, type ErrorId, type RefundPhase } from "@ceiba/core";
import {
  BoltzApiError,
  EtherSwapCallReverted,
  forgetRevertedLock,
  isUserLockSwap,
  nextSwapAction,
  sentSwapTransaction,
  type StoredChainToBtcSwap,
  type StoredUserLockSwap,
  type StoredSwap,
  type SwapAction,
  type SwapChainView,
} from "@ceiba/lightning";
import type { Hash } from "viem";
import { failureFromError } from "../../../lending/transactions/transaction-failure";
import type { BitcoinSwapServices, SwapStatusWatch } from "./bitcoin-swap-services";

/** How often the chain is read again while a swap is under way (Boltz's updates also trigger a read). */
export const SWAP_REFRESH_MS = 10_000;

export type SwapTxKind = "claim" | "lock" | "refund";

export interface SwapTxState {
  readonly kind: SwapTxKind;
  readonly phase: RefundPhase;
  readonly hash?: Hash;
  readonly errorId?: ErrorId;
}

export interface SwapRunnerState {
  readonly swap: StoredSwap | undefined;
  readonly providerStatus: string | undefined;
  readonly chain: SwapChainView | undefined;
  readonly action: SwapAction | undefined;
  readonly tx: SwapTxState | undefined;
  /** A read failed (Boltz or the node unreachable, the swap not in this browser). */
  readonly errorId: ErrorId | undefined;
  readonly loading: boolean;
  /** The BTC refund of a given-up BTC → RBTC swap: the Bitcoin height and fee it counts with, and its sending. */
  readonly btcRefund?: BtcRefundState;
}

export interface BtcRefundState {
  readonly height?: bigint;
  readonly feeSat?: bigint;
  readonly sending: boolean;
  readonly errorId?: ErrorId;
}

export const INITIAL_RUNNER_STATE: SwapRunnerState = {
  swap: undefined,
  providerStatus: undefined,
  chain: undefined,
  action: undefined,
  tx: undefined,
  errorId: undefined,
  loading: true,
};

export interface SwapRunner {
  get(): SwapRunnerState;
  subscribe(listener: () => void): () => void;
  /** Reads the store, Boltz and the chain again. */
  refresh(): Promise<void>;
  claim(): Promise<void>;
  lock(): Promise<void>;
  refund(): Promise<void>;
  /** Refunds the user's BTC lock (action refundBtc) to `destinationAddress`, checked by the caller. */
  refundBtc(destinationAddress: string): Promise<void>;
  dispose(): void;
}

const errorIdOf = (error: unknown): ErrorId => {
  if (error instanceof BoltzApiError) return error.code;
  const failure = failureFromError(error);
  return isErrorId(failure.id) ? failure.id : "lightning.providerRejected";
};

/** A BTC refund state's figures without its sending flag or error. */
const figuresOf = (refund: BtcRefundState | undefined) => ({
  ...(refund?.height !== undefined && { height: refund.height }),
  ...(refund?.feeSat !== undefined && { feeSat: refund.feeSat }),
});

export const isFinalAction = (action: SwapAction | undefined): boolean =>
  action?.type === "done" || action?.type === "failed";

const providerSaysOver = (kind: StoredSwap["kind"], status: string | undefined): boolean =>
  status !== undefined && lightningSwapProgress(kind, status).final;

export interface SwapRunnerOptions {
  /** Claims by itself once Boltz's lock is there (reverse, chain) while this says yes (a wallet is connected). */
  readonly autoClaim: () => boolean;
  readonly refreshMs?: number;
}

export function createSwapRunner(services: BitcoinSwapServices, id: string, options: SwapRunnerOptions): SwapRunner {
  let state = INITIAL_RUNNER_STATE;
  const listeners = new Set<() => void>();
  let disposed = false;
  let reads = 0;
  let autoClaimed = false;
  let watch: SwapStatusWatch | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  /** Hashes found stored and watched already (each once: a reverted or dropped one is not watched again). */
  const watched = new Set<Hash>();

  const set = (next: Partial<SwapRunnerState>) => {
    if (disposed) return;
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener();
  };

  const providerStatusOf = async (swap: StoredSwap): Promise<string | undefined> => {
    try {
      return (await services.boltz.getSwapStatus(swap.id)).status;
    } catch (error) {
      // 404: Boltz does not know the swap (core's "not found", a failed status).
      if (error instanceof BoltzApiError && error.code === "lightning.swapNotFound") return "swap.notFound";
      return state.providerStatus ?? swap.providerStatus; // Boltz unreachable: its last known status.
    }
  };

  async function refresh(knownStatus?: string): Promise<void> {
    const read = ++reads;
    try {
      const swap = await services.store.get(id);
      if (swap === undefined) {
        set({ loading: false, errorId: "lightning.secretsMissing" });
        return;
      }
      const [providerStatus, chain] = await Promise.all([
        knownStatus ?? providerStatusOf(swap),
        services.chainView(swap),
      ]);
      if (read !== reads || disposed) return;
      const action = nextSwapAction(swap, providerStatus, chain);
      const settled = action.type === "done" ? action.outcome : swap.settled;
      let current = swap;
      if ((providerStatus !== undefined && providerStatus !== swap.providerStatus) || settled !== swap.settled) {
        // Kept before the view says it, so My swaps (read from the store) shows what the view shows.
        current = {
          ...swap,
          ...(providerStatus !== undefined && { providerStatus }),
          ...(settled !== undefined && { settled }),
        };
        await services.store.save(current);
      }
      set({ swap: current, providerStatus, chain, action, loading: false, errorId: undefined });
      // Followed until Boltz too says it is over: the chain may show the claim first, and My swaps and the
      // server's history take Boltz's final status.
      // Followed until Boltz too says it is over: the chain may show the claim first, and My swaps and the
      // server's history take Boltz's final status.
      if (isFinalAction(action) && providerSaysOver(current.kind, providerStatus)) stopFollowing();
      const sent = sentSwapTransaction(current, action);
      if (sent !== undefined && !watched.has(sent.hash) && !busy()) {
        watched.add(sent.hash);
        void watchSent(sent.kind, sent.hash);
        return;
      }
      if (action.type === "claim" && options.autoClaim() && !autoClaimed && state.tx === undefined) {
        autoClaimed = true;
        void claim();
      }
      // RBTC → BTC: the BTC claim needs no wallet, so it goes at once (again after a reload: the same stored one).
      if (action.type === "claimBtc" && current.kind === "chainToBtc" && !btcClaiming) void claimBtc(current);
      if (action.type === "refundBtc") void readBtcRefundFigures();
    } catch (error) {
      if (read === reads) set({ loading: false, errorId: errorIdOf(error) });
    }
  }

  /** A transaction of this runner (or one being watched) is under way. */
  const busy = () => state.tx !== undefined && !["mined", "failed"].includes(state.tx.phase);

  /** Follows a transaction sent before (found stored with the swap) to its receipt, then reads again. */
  async function watchSent(kind: SwapTxKind, hash: Hash): Promise<void> {
    set({ tx: { kind, phase: "sent", hash } });
    try {
      const outcome = await services.watchTransaction(hash);
      if (outcome === "reverted") {
        // A reverted lock locked nothing: forgotten, the swap offers the lock again.
        if (kind === "lock") await forgetRevertedLock(services.store, id, hash);
        throw new EtherSwapCallReverted(hash);
      }
      set({ tx: { kind, phase: "mined", hash } });
    } catch (error) {
      set({ tx: { kind, phase: "failed", hash, errorId: errorIdOf(error) } });
    }
    await refresh();
  }

  const stopFollowing = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
    watch?.unsubscribe([id]);
  };

  async function transaction(
    kind: SwapTxKind,
    send: (
      wallet: Awaited<ReturnType<BitcoinSwapServices["wallet"]>>,
      swap: StoredSwap,
      onPhase: (phase: Exclude<RefundPhase, "idle" | "failed">, hash?: Hash) => void,
    ) => Promise<Hash>,
  ): Promise<void> {
    const swap = state.swap;
    if (swap === undefined || busy()) return;
    const onPhase = (phase: Exclude<RefundPhase, "idle" | "failed">, hash?: Hash) =>
      set({ tx: { kind, phase, ...((hash ?? state.tx?.hash) !== undefined && { hash: hash ?? state.tx?.hash }) } });
    set({ tx: { kind, phase: "sending" } });
    try {
      const wallet = await services.wallet();
      await send(wallet, swap, onPhase);
    } catch (error) {
      set({ tx: { kind, phase: "failed", errorId: errorIdOf(error), ...(state.tx?.hash && { hash: state.tx.hash }) } });
    }
    await refresh();
  }

  let btcClaiming = false;
  async function claimBtc(swap: StoredChainToBtcSwap): Promise<void> {
    btcClaiming = true;
    try {
      const stored = await services.claimBtc(swap);
      set({ swap: stored, errorId: undefined });
    } catch (error) {
      set({ errorId: errorIdOf(error) });
    } finally {
      btcClaiming = false;
    }
  }

  /** The Bitcoin height (the refund's lock time counts against it) and Boltz's BTC fee estimate; kept on failure. */
  async function readBtcRefundFigures(): Promise<void> {
    const [height, pair] = await Promise.all([
      services.bitcoinHeight().catch(() => state.btcRefund?.height),
      services.boltz.getPair("chainToBtc").catch(() => undefined),
    ]);
    const feeSat = pair?.claimFeeEstimateSat ?? state.btcRefund?.feeSat;
    set({
      btcRefund: {
        sending: false,
        ...state.btcRefund,
        ...(height !== undefined && { height }),
        ...(feeSat !== undefined && { feeSat }),
      },
    });
  }

  async function refundBtc(destinationAddress: string): Promise<void> {
    const swap = state.swap;
    if (swap?.kind !== "chain" || state.btcRefund?.sending) return;
    const figures = figuresOf(state.btcRefund);
    set({ btcRefund: { ...figures, sending: true } });
    try {
      const stored = await services.refundBtc(swap, destinationAddress);
      set({ swap: stored, btcRefund: { ...figures, sending: false } });
    } catch (error) {
      set({ btcRefund: { ...figures, sending: false, errorId: errorIdOf(error) } });
    }
    await refresh();
  }

  const claim = () =>
    transaction("claim", (wallet, swap, onPhase) => {
      if (isUserLockSwap(swap))
        throw new BoltzApiError("lightning.nothingToRefund", `a ${swap.kind} swap has no claim`);
      return wallet.claim(swap, onPhase);
    });

  const userLock = (swap: StoredSwap): StoredUserLockSwap => {
    if (!isUserLockSwap(swap)) throw new BoltzApiError("lightning.nothingToRefund", `${swap.kind} swap`);
    return swap;
  };

  const start = () => {
    watch = services.watch((updatedId, status) => {
      if (updatedId === id) void refresh(status);
    });
    watch.subscribe([id]);
    timer = setInterval(() => void refresh(), options.refreshMs ?? SWAP_REFRESH_MS);
    void refresh();
  };
  start();

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh: () => refresh(),
    claim,
    lock: () => transaction("lock", (wallet, swap, onPhase) => wallet.lock(userLock(swap), onPhase)),
    refundBtc,
    refund: () =>
      transaction("refund", (wallet, swap, onPhase) =>
        wallet.refund(userLock(swap), state.action?.type === "refund" && state.action.cooperative, onPhase),
      ),
    dispose() {
      stopFollowing();
      watch?.close();
      disposed = true;
      listeners.clear();
    },
  };
}
