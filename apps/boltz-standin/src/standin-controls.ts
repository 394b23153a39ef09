/**
 * The developer and test controls (under /__standin, never part of Boltz's API): the local Lightning wallet's
 * invoices, paying a reverse swap's invoice, failing a submarine swap's payment, confirming the BTC transaction
 * of a chain swap, letting a swap expire (mining past its timelock), mining, and the list of swaps.
 */
import { InvoiceRefused, decodeInvoice, encodeInvoice } from "./bolt11";
import { lockForUser } from "./chain-actions";
import { newPreimage } from "./create-swaps";
import { type EngineContext, FINAL_STATUSES } from "./engine-context";
import { RequestRefused, optionalCount, optionalSats, optionalString, requiredString } from "./request-body";
import { simulatedTransactionId } from "./simulated-bitcoin";
import { fundingTransaction } from "./simulated-bitcoin-taproot";
import { type ChainToBtcSwap, type StoredSwap, currentStatus } from "./swap-record";

function swapOf(context: EngineContext, id: string): StoredSwap {
  const swap = context.store.swap(id);
  if (!swap) throw new RequestRefused(`could not find swap with id: ${id}`, 404);
  return swap;
}

const summary = (swap: StoredSwap) => ({ id: swap.id, kind: swap.kind, ...currentStatus(swap) });

/** An invoice of the local Lightning wallet (it keeps the preimage): what a submarine swap is given to pay. */
export function createWalletInvoice(context: EngineContext, body: Record<string, unknown>) {
  const amountSats = optionalSats(body, "amount");
  if (amountSats === undefined) throw new RequestRefused("undefined parameter: amount (sats)");
  const expirySeconds = optionalCount(body, "expiry", 1, 7 * 24 * 3600) ?? 3600;
  const description = optionalString(body, "description", 100) ?? "Ceiba local Lightning wallet (Boltz stand-in)";
  const { preimage, paymentHash } = newPreimage();
  const invoice = encodeInvoice({ amountSats, paymentHash, description, expirySeconds, nodeKey: context.nodeKey });
  const expiresAt = Math.floor(Date.now() / 1000) + expirySeconds;
  context.store.addWalletInvoice({ invoice, preimage, paymentHash, amountSats, expiresAt });
  context.log(`local Lightning wallet: invoice of ${amountSats} sats (${paymentHash})`);
  return { invoice, paymentHash: paymentHash.slice(2), amount: Number(amountSats), expiresAt };
}

/** Pays a reverse swap's invoice from the "user's wallet": the stand-in then locks the RBTC for the user. */
export async function payReverseInvoice(context: EngineContext, body: Record<string, unknown>) {
  let paymentHash: `0x${string}`;
  try {
    paymentHash = `0x${decodeInvoice(requiredString(body, "invoice", 4096)).paymentHash}`;
  } catch (error) {
    if (error instanceof InvoiceRefused) throw new RequestRefused(`invalid invoice: ${error.message}`);
    throw error;
  }
  const swap = context.store.swapByPreimageHash(paymentHash);
  if (!swap || swap.kind !== "reverse")
    throw new RequestRefused("no reverse swap of the stand-in has this invoice", 404);
  const { status } = currentStatus(swap);
  if (status !== "swap.created") throw new RequestRefused(`the invoice cannot be paid: the swap is ${status}`, 409);
  if (swap.invoiceExpiresAt <= Math.floor(Date.now() / 1000)) throw new RequestRefused("the invoice expired", 409);
  swap.invoicePaid = true;
  context.store.save();
  context.log(`swap ${swap.id}: invoice paid (stand-in control)`);
  await lockForUser(context, swap);
  return summary(swap);
}

/** RBTC → BTC: what a developer or a test checks — the lockup, and the user's claim transaction with its outputs. */
const chainToBtcSummary = (swap: ChainToBtcSwap) => ({
  userLockAmount: Number(swap.userLockAmount),
  serverLockAmount: Number(swap.serverLockAmount),
  btcLockupAddress: swap.btcLockupAddress,
  ...(swap.refuseServerLock ? { refuseServerLock: true } : {}),
  ...(swap.btcLockupTransaction ? { btcLockupTransaction: swap.btcLockupTransaction.id } : {}),
  ...(swap.btcClaimTransaction ? { btcClaimTransaction: spendSummary(swap.btcClaimTransaction) } : {}),
});

/** A user's spend of a lockup as the swap list shows it: its id and what it pays where. */
const spendSummary = (spend: { id: string; outputs: { address: string; amount: bigint }[] }) => ({
  id: spend.id,
  outputs: spend.outputs.map(({ address, amount }) => ({ address, amount: Number(amount) })),
});

/**
 * A chain swap whose server lock never comes (a refund to test): RBTC → BTC, the stand-in does not fund the BTC
 * lockup when the user's RBTC lock arrives; BTC → RBTC, it does not lock the RBTC when the user's BTC is confirmed.
 */
export function refuseServerLock(context: EngineContext, id: string) {
  const swap = swapOf(context, id);
  if (swap.kind !== "chainToBtc" && swap.kind !== "chain") {
    throw new RequestRefused("only a chain swap has a server lock to refuse");
  }
  if (swap.kind === "chainToBtc" ? swap.btcLockupTransaction : swap.btcTransaction) {
    throw new RequestRefused("too late: the server lock is under way", 409);
  }
  swap.refuseServerLock = true;
  context.store.save();
  context.log(`swap ${swap.id}: its BTC lockup will not be funded (stand-in control)`);
  return { ...summary(swap), refuseServerLock: true };
}

/** Makes a submarine swap's Lightning payment fail when the user's lock arrives. */
export function failPayment(context: EngineContext, id: string) {
  const swap = swapOf(context, id);
  if (swap.kind !== "submarine") throw new RequestRefused("only a submarine swap has a payment to fail");
  const { status } = currentStatus(swap);
  if (status !== "invoice.set") throw new RequestRefused(`too late to fail the payment: the swap is ${status}`, 409);
  swap.failPayment = true;
  context.store.save();
  context.log(`swap ${swap.id}: its payment will fail (stand-in control)`);
  return { ...summary(swap), failPayment: true };
}

/** A chain swap's BTC lock "confirmed" (amount defaults to the expected one): the stand-in then locks RBTC. */
export async function confirmBitcoinTransaction(context: EngineContext, id: string, body: Record<string, unknown>) {
  const swap = swapOf(context, id);
  if (swap.kind !== "chain") throw new RequestRefused("only a chain swap has a BTC transaction to confirm");
  const { status } = currentStatus(swap);
  if (status !== "swap.created") throw new RequestRefused(`the BTC lock is already known: the swap is ${status}`, 409);
  const amount = optionalSats(body, "amount") ?? swap.userLockAmount;
  // A real transaction paying the lockup (its input made up), so that the user can refund it; a made-up id for
  // swaps stored before the lockup's script was kept.
  const funding = swap.btcOutputScript ? fundingTransaction(swap.btcOutputScript, amount) : undefined;
  const transaction = { id: funding?.id ?? simulatedTransactionId() };
  swap.btcTransaction = { id: transaction.id, amount, ...(funding && { hex: funding.hex, vout: funding.vout }) };
  context.emit(swap, { status: "transaction.mempool", transaction });
  if (amount < swap.userLockAmount) {
    const failureReason = `locked ${amount} is less than expected ${swap.userLockAmount}`;
    context.emit(swap, { status: "transaction.lockupFailed", failureReason, transaction });
    return summary(swap);
  }
  context.emit(swap, { status: "transaction.confirmed", transaction });
  if (swap.refuseServerLock) {
    context.log(`swap ${swap.id}: the RBTC is not locked (stand-in control: no server lock)`);
    return summary(swap);
  }
  await lockForUser(context, swap);
  return summary(swap);
}

/**
 * Lets a swap expire: an unpaid reverse invoice expires at once; otherwise the local chain is mined past the
 * swap's timelock, and the watcher then reports swap.expired (and refunds the stand-in's own lock).
 */
export async function expireSwap(context: EngineContext, id: string) {
  const swap = swapOf(context, id);
  const { status } = currentStatus(swap);
  if (FINAL_STATUSES.has(status)) throw new RequestRefused(`the swap is over: ${status}`, 409);
  if (swap.kind === "reverse" && !swap.invoicePaid) {
    context.emit(swap, { status: "invoice.expired" });
    return { ...summary(swap), mined: 0 };
  }
  const mined = await mineTo(context, swap.timeoutBlockHeight);
  return { ...summary(swap), mined };
}

/** Mines until the chain's height is at least `height`; returns how many blocks were mined. */
export async function mineTo(context: EngineContext, height: number): Promise<number> {
  const latest = Number(await context.publicClient.getBlockNumber());
  const blocks = height - latest;
  if (blocks > 0) await mineBlocks(context, blocks);
  return Math.max(blocks, 0);
}

/** The most blocks one mine control makes (one at a time: 5,000 take about half a minute). */
export const MAX_MINED_BLOCKS = 5_000;

/**
 * One block at a time (evm_mine), never Hardhat's bulk hardhat_mine: that leaves blocks with a zero parentHash,
 * which the running indexer (Ponder) cannot follow: an e2e run's indexer stopped at the block before such a burst,
 * retrying "Block at hash 0x000…000 could not be found" for the rest of the run.
 */
export async function mineBlocks(context: EngineContext, blocks: number): Promise<void> {
  for (let i = 0; i < blocks; i += 1) await context.rpc("evm_mine", []);
}

export function mineControl(context: EngineContext, body: Record<string, unknown>) {
  const blocks = optionalCount(body, "blocks", 1, MAX_MINED_BLOCKS);
  if (blocks === undefined) throw new RequestRefused("undefined parameter: blocks");
  return mineBlocks(context, blocks).then(async () => ({
    mined: blocks,
    height: Number(await context.publicClient.getBlockNumber()),
  }));
}

export function listSwaps(context: EngineContext) {
  return context.store.swaps().map((swap) => ({
    ...summary(swap),
    createdAt: swap.createdAt,
    preimageHash: swap.preimageHash.slice(2),
    timeoutBlockHeight: swap.timeoutBlockHeight,
    ...(swap.kind === "chain"
      ? {
          userLockAmount: Number(swap.userLockAmount),
          serverLockAmount: Number(swap.serverLockAmount),
          bip21: swap.bip21,
          btcTimeoutBlockHeight: swap.btcTimeoutBlockHeight,
          ...(swap.refuseServerLock ? { refuseServerLock: true } : {}),
          ...(swap.btcRefundTransaction ? { btcRefundTransaction: spendSummary(swap.btcRefundTransaction) } : {}),
        }
      : swap.kind === "chainToBtc"
        ? chainToBtcSummary(swap)
        : { invoice: swap.invoice, invoiceAmount: Number(swap.invoiceAmount) }),
    ...(swap.kind === "reverse" ? { onchainAmount: Number(swap.onchainAmount) } : {}),
    ...(swap.kind === "submarine" ? { expectedAmount: Number(swap.expectedAmount) } : {}),
    history: swap.history.map(({ status, at }) => ({ status, at })),
  }));
}
