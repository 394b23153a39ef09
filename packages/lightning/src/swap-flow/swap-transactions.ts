/**
 * The user's transactions of a swap — lock (submarine), claim (reverse, chain), refund (submarine) — each
 * preceded by the chain check that makes it safe, and each recorded in the store as soon as its hash is
 * known, so that a reload never sends it twice.
 */
import { refundability, satsToWei } from "@ceiba/core";
import type { Account, Chain, Hash, PublicClient, Transport, WalletClient } from "viem";
import { BoltzApiError } from "../boltz-api/boltz-api-error";
import type { BoltzClient } from "../boltz-api/boltz-client";
import { claimCall, lockCall, refundCall, refundCooperativeCall } from "../ether-swap/ether-swap-calls";
import { verifyEtherSwapContract } from "../ether-swap/ether-swap-contract";
import { sendEtherSwapCall } from "../ether-swap/send-ether-swap-call";
import type { StoredSubmarineSwap, StoredSwap } from "../swap-secrets/stored-swap";
import type { SwapStore } from "../swap-secrets/swap-store";
import { expectedLockValues, readSwapChainView } from "./swap-chain-view";

export interface SwapWallet {
  readonly publicClient: PublicClient;
  readonly walletClient: WalletClient<Transport, Chain, Account>;
  readonly store: SwapStore;
}

/** Claims Boltz's lock of a reverse or chain swap, after checking it matches what Boltz promised. */
export async function claimSwap(wallet: SwapWallet, swap: Exclude<StoredSwap, StoredSubmarineSwap>): Promise<Hash> {
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
    (sent) => wallet.store.save({ ...swap, claimTx: sent }),
  );
  return hash;
}

/** Locks the user's RBTC for a submarine swap, after checking the contract once more. */
export async function lockSubmarineSwap(wallet: SwapWallet, swap: StoredSubmarineSwap): Promise<Hash> {
  await verifyEtherSwapContract(wallet.publicClient, swap.etherSwapAddress);
  const values = expectedLockValues(swap);
  if (values.refundAddress.toLowerCase() !== wallet.walletClient.account.address.toLowerCase()) {
    throw new BoltzApiError("lightning.wrongChain", "the connected wallet is not the swap's refund address");
  }
  const { hash } = await sendEtherSwapCall(
    wallet.publicClient,
    wallet.walletClient,
    lockCall(swap.etherSwapAddress, values),
    (sent) => wallet.store.save({ ...swap, lockTx: sent }),
  );
  return hash;
}

/** Refunds a submarine lock: alone from the timelock block, cooperatively (Boltz's signature) before it. */
export async function refundSubmarineSwap(
  wallet: SwapWallet,
  swap: StoredSubmarineSwap,
  boltz?: Pick<BoltzClient, "getCooperativeRefundSignature">,
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
    call = refundCooperativeCall(swap.etherSwapAddress, values, await boltz.getCooperativeRefundSignature(swap.id));
  } else {
    throw new BoltzApiError("lightning.refundNotYet", `from block ${refund.availableAtBlock}`);
  }
  const { hash } = await sendEtherSwapCall(wallet.publicClient, wallet.walletClient, call, (sent) =>
    wallet.store.save({ ...swap, refundTx: sent }),
  );
  return hash;
}
