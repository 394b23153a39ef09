/**
 * What the stand-in does on chain with its own key, through the real EtherSwap: lock RBTC for a user's claim
 * (reverse and chain swaps), claim a user's lock with the invoice's preimage (submarine swaps), and refund its
 * own lock once the timelock passed. Each waits for the receipt and reports the statuses Boltz reports.
 */
import type { EngineContext } from "./engine-context";
import { etherSwapAbi } from "./ether-swap-abi";
import { satsToWei } from "./amounts";
import { fundingTransaction } from "./simulated-bitcoin-taproot";
import type { ChainSwap, ChainToBtcSwap, Hex, ReverseSwap, SubmarineSwap } from "./swap-record";

/** Locks the swap's amount for its claim address; reverse swaps report transaction.*, chain swaps transaction.server.*. */
export async function lockForUser(context: EngineContext, swap: ReverseSwap | ChainSwap): Promise<void> {
  const amount = swap.kind === "reverse" ? swap.onchainAmount : swap.serverLockAmount;
  const hash = await context.wallet.writeContract({
    address: context.etherSwap,
    abi: etherSwapAbi,
    functionName: "lock",
    args: [swap.preimageHash, swap.claimAddress, BigInt(swap.timeoutBlockHeight)],
    value: satsToWei(amount),
  });
  const prefix = swap.kind === "reverse" ? "transaction" : "transaction.server";
  context.emit(swap, { status: `${prefix}.mempool`, transaction: { id: hash } });
  const receipt = await context.publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== "success") {
    context.emit(swap, { status: "transaction.failed", failureReason: "the stand-in's lock reverted" });
    return;
  }
  swap.lockup = { transactionHash: hash, blockNumber: Number(receipt.blockNumber) };
  context.emit(swap, { status: `${prefix}.confirmed`, transaction: { id: hash } });
}

/** Claims a user's submarine lock with the preimage of the invoice the stand-in "paid". */
export async function claimSubmarine(context: EngineContext, swap: SubmarineSwap, preimage: Hex): Promise<void> {
  const lockup = swap.lockup;
  if (!lockup) return;
  const hash = await context.wallet.writeContract({
    address: context.etherSwap,
    abi: etherSwapAbi,
    functionName: "claim",
    args: [preimage, lockup.amountWei, lockup.refundAddress, BigInt(swap.timeoutBlockHeight)],
  });
  context.emit(swap, { status: "transaction.claim.pending", transaction: { id: hash } });
  const receipt = await context.publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== "success") {
    context.emit(swap, { status: "transaction.failed", failureReason: "the stand-in's claim reverted" });
    return;
  }
  context.emit(swap, { status: "transaction.claimed", transaction: { id: hash } });
}

/** Takes back the stand-in's own lock after its timelock (the user did not claim in time). */
export async function refundOwnLock(context: EngineContext, swap: ReverseSwap | ChainSwap): Promise<void> {
  const amount = swap.kind === "reverse" ? swap.onchainAmount : swap.serverLockAmount;
  const hash = await context.wallet.writeContract({
    address: context.etherSwap,
    abi: etherSwapAbi,
    functionName: "refund",
    args: [swap.preimageHash, satsToWei(amount), swap.claimAddress, BigInt(swap.timeoutBlockHeight)],
  });
  const receipt = await context.publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== "success") {
    context.log(`swap ${swap.id}: the stand-in's refund reverted; it is tried again on the next block`);
    return;
  }
  context.emit(swap, { status: "transaction.refunded", transaction: { id: hash } });
}

/**
 * RBTC → BTC: the user's RBTC lock is in, so the stand-in funds the swap's Taproot lockup on its simulated
 * Bitcoin chain (transaction.server.mempool, then .confirmed: the simulated chain confirms at once).
 */
export function lockBitcoinForUser(context: EngineContext, swap: ChainToBtcSwap): void {
  const funding = fundingTransaction(swap.btcOutputScript, swap.serverLockAmount);
  swap.btcLockupTransaction = funding;
  const transaction = { id: funding.id, hex: funding.hex };
  context.emit(swap, { status: "transaction.server.mempool", transaction });
  context.emit(swap, { status: "transaction.server.confirmed", transaction });
}

/** RBTC → BTC: the user claimed the BTC, revealing the preimage; the stand-in claims the user's RBTC lock with it. */
export async function claimChainToBtc(context: EngineContext, swap: ChainToBtcSwap, preimage: Hex): Promise<void> {
  const lockup = swap.lockup;
  if (!lockup) return;
  const hash = await context.wallet.writeContract({
    address: context.etherSwap,
    abi: etherSwapAbi,
    functionName: "claim",
    args: [preimage, lockup.amountWei, swap.refundAddress, BigInt(swap.timeoutBlockHeight)],
  });
  const receipt = await context.publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== "success") {
    context.log(`swap ${swap.id}: the stand-in's RBTC claim reverted`);
    return;
  }
  context.emit(swap, { status: "transaction.claimed", transaction: { id: hash } });
}
