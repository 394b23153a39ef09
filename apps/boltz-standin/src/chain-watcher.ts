/**
 * Follows the local chain for the stand-in: EtherSwap's Lockup, Claim and Refund events since the last block
 * it handled (persisted, so a restart misses none), and the timeouts that passed. What Boltz's own chain
 * watcher does: a user's lock for a submarine swap gets the invoice "paid" and the lock claimed, a user's claim
 * settles a reverse swap or completes a chain swap, and an unclaimed lock of the stand-in is refunded.
 */
import { type Log, parseEventLogs } from "viem";
import { satsToWei } from "./amounts";
import { claimSubmarine, lockBitcoinForUser, refundOwnLock } from "./chain-actions";
import { type EngineContext, FINAL_STATUSES } from "./engine-context";
import { etherSwapAbi } from "./ether-swap-abi";
import { type ChainToBtcSwap, type Hex, type SubmarineSwap, currentStatus } from "./swap-record";

/** Blocks per eth_getLogs. */
const LOG_RANGE = 1000n;

export async function watchOnce(context: EngineContext): Promise<void> {
  const latest = await context.publicClient.getBlockNumber();
  let from = BigInt(context.store.watchedBlock) + 1n;
  while (from <= latest) {
    const to = from + LOG_RANGE - 1n < latest ? from + LOG_RANGE - 1n : latest;
    const logs = await context.publicClient.getLogs({ address: context.etherSwap, fromBlock: from, toBlock: to });
    for (const log of parseEventLogs({ abi: etherSwapAbi, logs: logs as Log[] })) await handleEvent(context, log);
    context.store.watchedBlock = Number(to);
    from = to + 1n;
  }
  await handleTimeouts(context, Number(latest));
}

type EtherSwapEvent = ReturnType<typeof parseEventLogs<typeof etherSwapAbi>>[number];
type LockupEvent = Extract<EtherSwapEvent, { eventName: "Lockup" }>;

async function handleEvent(context: EngineContext, event: EtherSwapEvent): Promise<void> {
  const swap = context.store.swapByPreimageHash(event.args.preimageHash);
  if (!swap) return;
  const transaction = { id: event.transactionHash };
  if (event.eventName === "Lockup") {
    const { amount, claimAddress, refundAddress, timelock } = event.args;
    if (swap.kind === "chainToBtc") return handleChainToBtcLock(context, swap, event);
    // The stand-in's own locks are reported by chain-actions; only a user's lock for a submarine swap matters.
    if (swap.kind !== "submarine" || refundAddress.toLowerCase() === context.address) return;
    if (claimAddress.toLowerCase() !== context.address || swap.lockup) return;
    context.emit(swap, { status: "transaction.mempool", transaction });
    const expected = satsToWei(swap.expectedAmount);
    if (amount < expected || Number(timelock) !== swap.timeoutBlockHeight) {
      const reason =
        amount < expected
          ? `locked ${amount} wei is less than expected ${expected} wei`
          : `timelock ${timelock} is not the swap's ${swap.timeoutBlockHeight}`;
      context.emit(swap, { status: "transaction.lockupFailed", failureReason: reason, transaction });
      return;
    }
    swap.lockup = {
      transactionHash: event.transactionHash,
      refundAddress: refundAddress.toLowerCase() as Hex,
      amountWei: amount,
      blockNumber: Number(event.blockNumber),
    };
    context.emit(swap, { status: "transaction.confirmed", transaction });
    await payInvoice(context, swap);
  } else if (event.eventName === "Claim") {
    if (swap.kind === "reverse") context.emit(swap, { status: "invoice.settled" });
    else if (swap.kind === "chain") context.emit(swap, { status: "transaction.claimed", transaction });
  } else if (event.eventName === "Refund") {
    // A user's refund of their lock (the stand-in's own refunds are reported as they are sent).
    if (swap.kind === "submarine" || swap.kind === "chainToBtc")
      context.emit(swap, { status: "transaction.refunded", transaction });
  }
}

/**
 * RBTC → BTC: the user's lock must be the swap's (amount, the stand-in as claimer, timelock); then the stand-in
 * funds the BTC lockup, unless the no-server-lock control said not to (the user then refunds after the timelock).
 */
function handleChainToBtcLock(context: EngineContext, swap: ChainToBtcSwap, event: LockupEvent): void {
  const { amount, claimAddress, refundAddress, timelock } = event.args;
  if (claimAddress.toLowerCase() !== context.address || swap.lockup) return;
  const transaction = { id: event.transactionHash };
  context.emit(swap, { status: "transaction.mempool", transaction });
  const expected = satsToWei(swap.userLockAmount);
  const problem =
    amount !== expected
      ? `locked ${amount} wei, expected ${expected} wei`
      : Number(timelock) !== swap.timeoutBlockHeight
        ? `timelock ${timelock} is not the swap's ${swap.timeoutBlockHeight}`
        : refundAddress.toLowerCase() !== swap.refundAddress.toLowerCase()
          ? `refund address ${refundAddress} is not the swap's`
          : undefined;
  if (problem) {
    context.emit(swap, { status: "transaction.lockupFailed", failureReason: problem, transaction });
    return;
  }
  swap.lockup = { transactionHash: event.transactionHash, amountWei: amount, blockNumber: Number(event.blockNumber) };
  context.emit(swap, { status: "transaction.confirmed", transaction });
  if (swap.refuseServerLock) {
    context.log(`swap ${swap.id}: the BTC lockup is not funded (stand-in control: no server lock)`);
    return;
  }
  lockBitcoinForUser(context, swap);
}

/** The simulated Lightning payment: it succeeds when the local wallet knows the preimage. */
async function payInvoice(context: EngineContext, swap: SubmarineSwap): Promise<void> {
  context.emit(swap, { status: "invoice.pending" });
  const known = context.store.walletInvoice(swap.preimageHash);
  let failure: string | undefined;
  if (swap.failPayment) failure = "the payment failed (stand-in control: fail payment)";
  else if (!known) failure = "no route found: the stand-in's local Lightning wallet did not issue this invoice";
  else if (known.expiresAt <= Math.floor(Date.now() / 1000)) failure = "the invoice expired";
  if (failure || !known) {
    context.emit(swap, { status: "invoice.failedToPay", failureReason: failure ?? "unknown invoice" });
    return;
  }
  context.emit(swap, { status: "invoice.paid" });
  await claimSubmarine(context, swap, known.preimage);
}

async function handleTimeouts(context: EngineContext, block: number): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  for (const swap of context.store.swaps()) {
    const { status } = currentStatus(swap);
    if (FINAL_STATUSES.has(status)) continue;
    if (swap.kind === "reverse" && !swap.invoicePaid) {
      if (now >= swap.invoiceExpiresAt || block >= swap.timeoutBlockHeight) {
        context.emit(swap, { status: "invoice.expired" });
      }
      continue;
    }
    if (block < swap.timeoutBlockHeight) continue;
    // Only reverse and BTC → RBTC chain swaps have a lock of the stand-in's own on Rootstock.
    const ownLock = (swap.kind === "reverse" || swap.kind === "chain") && swap.lockup;
    const claimable = status === "transaction.confirmed" || status === "transaction.server.confirmed";
    if (ownLock && claimable) {
      context.emit(swap, { status: "swap.expired" });
      await refundOwnLock(context, swap);
    } else if (ownLock && status === "swap.expired") {
      await refundOwnLock(context, swap); // an earlier refund reverted: try again
    } else if (swap.kind === "chain" && swap.btcTransaction && !swap.lockup) {
      // The user's BTC is locked and no RBTC came: as Boltz, the swap waits for the user's refund of the BTC.
      if (status !== "swap.waitingForRefund") context.emit(swap, { status: "swap.waitingForRefund" });
    } else if (status !== "swap.expired" && status !== "transaction.claim.pending" && status !== "invoice.paid") {
      context.emit(swap, { status: "swap.expired" });
    }
  }
}
