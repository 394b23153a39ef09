/**
 * The user's transactions of a swap — lock (submarine), claim (reverse, chain), refund (submarine) — each
 * preceded by the chain check that makes it safe, and each recorded in the store as soon as its hash is
 * known, before its receipt is awaited: a reload during the confirmation finds the hash (sentSwapTransaction)
 * and watches it (watchSwapTransaction) instead of sending the transaction again.
 *
 * The caller follows each one through optional hooks (SwapTransactionHooks), in this order:
 *   chain check → simulation → gas → onAwaitingSignature() → wallet signs and sends
 *   → store.save({ ...swap, lockTx | claimTx | refundTx: hash }) → onHash(hash, savedSwap) → receipt
 * and the function resolves with the hash once the receipt says success.
 */
import { refundability, satsToWei } from "@ceiba/core";
import type { Account, Chain, Hash, PublicClient, Transport, WalletClient } from "viem";
import { BoltzApiError } from "../boltz-api/boltz-api-error";
import type { BoltzClient } from "../boltz-api/boltz-client";
import { claimCall, lockCall, refundCall, refundCooperativeCall } from "../ether-swap/ether-swap-calls";
import { verifyEtherSwapContract } from "../ether-swap/ether-swap-contract";
import { EtherSwapCallReverted, sendEtherSwapCall, type EtherSwapCallHooks } from "../ether-swap/send-ether-swap-call";
import type { StoredSwap, StoredUserClaimSwap, StoredUserLockSwap } from "../swap-secrets/stored-swap";
import type { SwapStore } from "../swap-secrets/swap-store";
import type { SwapAction } from "./next-swap-action";
import { expectedLockValues, readSwapChainView } from "./swap-chain-view";

export interface SwapWallet {
  readonly publicClient: PublicClient;
  readonly walletClient: WalletClient<Transport, Chain, Account>;
  readonly store: SwapStore;
}

/** What the caller of claimSwap, lockSubmarineSwap and refundSubmarineSwap hears (order: see the top). */
export interface SwapTransactionHooks {
  /** Every check and the simulation passed: the wallet is asked to sign now (its prompt opens). */
  readonly onAwaitingSignature?: () => void;
  /** Sent, and the hash stored with the swap (`swap` as stored); called before the receipt is awaited. */
  readonly onHash?: (hash: Hash, swap: StoredSwap) => void | Promise<void>;
}

export type SwapTransactionKind = "claim" | "lock" | "refund";

const TX_FIELD = { claim: "claimTx", lock: "lockTx", refund: "refundTx" } as const;

/** The call's hooks: the hash is stored with the swap first, then the caller hears of it. */
function storingHash(
  wallet: SwapWallet,
  swap: StoredSwap,
  kind: SwapTransactionKind,
  hooks: SwapTransactionHooks,
): EtherSwapCallHooks {
  return {
    ...(hooks.onAwaitingSignature && { onAwaitingSignature: hooks.onAwaitingSignature }),
    async onHash(hash) {
      const stored: StoredSwap = { ...swap, [TX_FIELD[kind]]: hash };
      await wallet.store.save(stored);
      await hooks.onHash?.(hash, stored);
    },
  };
}

/** Claims Boltz's lock of a reverse or chain swap, after checking it matches what Boltz promised. */
export async function claimSwap(
  wallet: SwapWallet,
  swap: StoredUserClaimSwap,
  hooks: SwapTransactionHooks = {},
): Promise<Hash> {
  const view = await readSwapChainView(wallet.publicClient, swap);
  if (view.lock === "mismatch")
    throw new BoltzApiError(
      "lightning.lockMismatch",
      `fields ${view.check.kind === "mismatch" ? view.check.fields.join(",") : ""}`,
    );
  if (view.lock !== "locked") throw new BoltzApiError("lightning.lockNotFound", `lock is ${view.lock}`);
  const values = expectedLockValues(swap);
  const { hash } = await sendEtherSwapCall(
    wallet.publicClient,
    wallet.walletClient,
    claimCall(swap.etherSwapAddress, swap.preimage, values),
    storingHash(wallet, swap, "claim", hooks),
  );
  return hash;
}

/** Locks the user's RBTC for a submarine or an RBTC → BTC chain swap, after checking the contract once more. */
export async function lockSubmarineSwap(
  wallet: SwapWallet,
  swap: StoredUserLockSwap,
  hooks: SwapTransactionHooks = {},
): Promise<Hash> {
  await verifyEtherSwapContract(wallet.publicClient, swap.etherSwapAddress);
  const values = expectedLockValues(swap);
  if (values.refundAddress.toLowerCase() !== wallet.walletClient.account.address.toLowerCase()) {
    throw new BoltzApiError("lightning.wrongChain", "the connected wallet is not the swap's refund address");
  }
  try {
    const { hash } = await sendEtherSwapCall(
      wallet.publicClient,
      wallet.walletClient,
      lockCall(swap.etherSwapAddress, values),
      storingHash(wallet, swap, "lock", hooks),
    );
    return hash;
  } catch (error) {
    if (error instanceof EtherSwapCallReverted) await forgetRevertedLock(wallet.store, swap.id, error.hash);
    throw error;
  }
}

/**
 * A stored lock whose transaction reverted locked nothing: the swap forgets it, so that its next step is the
 * lock again instead of waiting forever for a confirmation. Only that hash is forgotten (a newer lock stays).
 */
export async function forgetRevertedLock(store: SwapStore, id: string, hash: Hash): Promise<void> {
  const stored = await store.get(id);
  if (stored?.lockTx?.toLowerCase() !== hash.toLowerCase()) return;
  const { lockTx: _reverted, ...withoutLock } = stored;
  await store.save(withoutLock as StoredSwap);
}

/**
 * Refunds the user's lock (submarine, RBTC → BTC chain): alone from the timelock block, cooperatively (Boltz's
 * signature) before it.
 */
export async function refundSubmarineSwap(
  wallet: SwapWallet,
  swap: StoredUserLockSwap,
  boltz?: Pick<BoltzClient, "getCooperativeRefundSignature">,
  hooks: SwapTransactionHooks = {},
): Promise<Hash> {
  const view = await readSwapChainView(wallet.publicClient, swap);
  const refund = refundability({
    locked: view.lock === "locked",
    timelock: swap.timelock,
    currentBlock: view.currentBlock,
    providerStatus: swap.providerStatus ?? "swap.created",
  });
  if (refund.kind === "nothingToRefund") throw new BoltzApiError("lightning.nothingToRefund", view.lock);
  const values = { ...expectedLockValues(swap), amount: satsToWei(swap.lockAmountSat) };
  let call;
  if (refund.kind === "refundable") call = refundCall(swap.etherSwapAddress, values);
  else if (refund.kind === "cooperativeOnly" && boltz) {
    const type = swap.kind === "chainToBtc" ? "chain" : "submarine";
    call = refundCooperativeCall(
      swap.etherSwapAddress,
      values,
      await boltz.getCooperativeRefundSignature(swap.id, type),
    );
  } else {
    throw new BoltzApiError("lightning.refundNotYet", `from block ${refund.availableAtBlock}`);
  }
  const { hash } = await sendEtherSwapCall(
    wallet.publicClient,
    wallet.walletClient,
    call,
    storingHash(wallet, swap, "refund", hooks),
  );
  return hash;
}

/**
 * The transaction of the swap's next step that was already sent (its hash stored) and may still be on its
 * way: a claim the chain does not show yet (action claim, claimTx stored), likewise a refund, or a lock being
 * confirmed. Watch it (watchSwapTransaction) instead of sending it again.
 */
export function sentSwapTransaction(
  swap: StoredSwap,
  action: SwapAction,
): { readonly kind: SwapTransactionKind; readonly hash: Hash } | undefined {
  if (action.type === "claim" && swap.claimTx !== undefined) return { kind: "claim", hash: swap.claimTx };
  if (action.type === "refund" && swap.refundTx !== undefined) return { kind: "refund", hash: swap.refundTx };
  if (action.type === "wait" && action.for === "lockConfirmation" && swap.lockTx !== undefined) {
    return { kind: "lock", hash: swap.lockTx };
  }
  return undefined;
}

/**
 * Waits for a sent swap transaction's receipt: "success" or "reverted". Rejects when none comes within
 * viem's wait (a transaction dropped or replaced): the step can then be sent again.
 */
export async function watchSwapTransaction(
  publicClient: Pick<PublicClient, "waitForTransactionReceipt">,
  hash: Hash,
): Promise<"success" | "reverted"> {
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  return receipt.status === "success" ? "success" : "reverted";
}
